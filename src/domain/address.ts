import { formatCep } from "./brazil";

/** A collection address as stored (src/domain/coleta.ts: addressSchema); street, number and district may be absent. */
export type AddressParts = {
  cep: string;
  street?: string;
  number?: string;
  complement?: string;
  district?: string;
  city: string;
  state: string;
};

/**
 * The address on one line, the parts not given left out: "Rua Barão de Jaguara, 1000, sala 2 · Centro · Campinas/SP ·
 * 13015-001" (`separator` between the parts; street, number and complement as the post writes them). Without zod, so a page that only
 * shows a request does not load the schemas.
 */
export function addressLine(address: AddressParts, separator = " · "): string {
  const first = [address.street, address.number, address.complement].filter(Boolean).join(", ");
  return [first, address.district, `${address.city}/${address.state}`, formatCep(address.cep)]
    .filter(Boolean)
    .join(separator);
}
