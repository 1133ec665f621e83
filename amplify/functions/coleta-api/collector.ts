/**
 * The collector named on every collection certificate: Circulare's own registration numbers.
 *
 * PLACEHOLDERS. The numbers below are made up in the shape the real ones have; replace them with the ANP
 * authorization and the environmental operating licence actually granted before certificates go to customers
 * (amplify/README.md, "Before going live"), and set `placeholder` to false with them; until then each number
 * says "(placeholder)" on the certificate itself.
 */
export const collector = {
  placeholder: true,
  legalName: "Circulare Coleta e Rerrefino de Óleos Ltda.",
  cnpj: "12.345.678/0001-95",
  /** ANP authorization for the collection of used lubricating oil (Resolução ANP nº 20/2009 format). */
  anpAuthorization: "ANP nº 0000/2026 (placeholder)",
  /** Environmental operating licence (Licença de Operação), with the issuing agency. */
  environmentalLicense: "LO nº 00000000/2026 – CETESB (placeholder)",
} as const;

export type Collector = typeof collector;
