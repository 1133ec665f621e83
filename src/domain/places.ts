/**
 * Places in Brazil as longitude/latitude in degrees: each state's capital and other cities with industry (and so
 * bases). Approximate on purpose (a city's centre to a tenth of a degree or so): the map of the bases draws them
 * (src/components/sections/brazil-geo.ts) and the assignment of a request to its base measures distances with them
 * (bases.ts).
 */
export type LonLat = readonly [lon: number, lat: number];

/** Each state's capital, by UF: where a base goes when its city is not in `cities`. */
export const stateCapitals: Readonly<Record<string, { city: string; at: LonLat }>> = {
  AC: { city: "Rio Branco", at: [-67.81, -9.97] },
  AL: { city: "Maceió", at: [-35.74, -9.67] },
  AP: { city: "Macapá", at: [-51.07, 0.03] },
  AM: { city: "Manaus", at: [-60.02, -3.12] },
  BA: { city: "Salvador", at: [-38.5, -12.97] },
  CE: { city: "Fortaleza", at: [-38.54, -3.73] },
  DF: { city: "Brasília", at: [-47.88, -15.79] },
  ES: { city: "Vitória", at: [-40.34, -20.32] },
  GO: { city: "Goiânia", at: [-49.25, -16.68] },
  MA: { city: "São Luís", at: [-44.3, -2.53] },
  MT: { city: "Cuiabá", at: [-56.1, -15.6] },
  MS: { city: "Campo Grande", at: [-54.62, -20.47] },
  MG: { city: "Belo Horizonte", at: [-43.94, -19.92] },
  PA: { city: "Belém", at: [-48.5, -1.46] },
  PB: { city: "João Pessoa", at: [-34.86, -7.12] },
  PR: { city: "Curitiba", at: [-49.27, -25.43] },
  PE: { city: "Recife", at: [-34.88, -8.05] },
  PI: { city: "Teresina", at: [-42.8, -5.09] },
  RJ: { city: "Rio de Janeiro", at: [-43.17, -22.91] },
  RN: { city: "Natal", at: [-35.21, -5.79] },
  RS: { city: "Porto Alegre", at: [-51.23, -30.03] },
  RO: { city: "Porto Velho", at: [-63.9, -8.76] },
  RR: { city: "Boa Vista", at: [-60.67, 2.82] },
  SC: { city: "Florianópolis", at: [-48.55, -27.6] },
  SP: { city: "São Paulo", at: [-46.63, -23.55] },
  SE: { city: "Aracaju", at: [-37.07, -10.91] },
  TO: { city: "Palmas", at: [-48.33, -10.18] },
};

/** Other cities with industry (and so bases), by `UF:name` with the name as `cityKey` writes it. */
export const cities: Readonly<Record<string, LonLat>> = {
  "SP:campinas": [-47.06, -22.91],
  "SP:paulinia": [-47.15, -22.76],
  "SP:guarulhos": [-46.53, -23.46],
  "SP:santos": [-46.33, -23.96],
  "SP:cubatao": [-46.43, -23.89],
  "SP:sao jose dos campos": [-45.89, -23.18],
  "SP:ribeirao preto": [-47.81, -21.18],
  "SP:sorocaba": [-47.46, -23.5],
  "SP:jundiai": [-46.88, -23.19],
  "SP:piracicaba": [-47.65, -22.73],
  "SP:bauru": [-49.06, -22.31],
  "SP:sao jose do rio preto": [-49.38, -20.82],
  "SP:presidente prudente": [-51.39, -22.12],
  "SP:franca": [-47.4, -20.54],
  "SP:limeira": [-47.4, -22.56],
  "SP:taubate": [-45.56, -23.03],
  "SP:santo andre": [-46.54, -23.66],
  "SP:sao bernardo do campo": [-46.56, -23.69],
  "SP:osasco": [-46.79, -23.53],
  "SP:barueri": [-46.88, -23.51],
  "SP:maua": [-46.46, -23.67],
  "RJ:duque de caxias": [-43.31, -22.79],
  "RJ:niteroi": [-43.1, -22.88],
  "RJ:macae": [-41.79, -22.37],
  "RJ:volta redonda": [-44.1, -22.52],
  "RJ:campos dos goytacazes": [-41.32, -21.75],
  "MG:contagem": [-44.05, -19.93],
  "MG:betim": [-44.2, -19.97],
  "MG:uberlandia": [-48.28, -18.92],
  "MG:uberaba": [-47.93, -19.75],
  "MG:juiz de fora": [-43.35, -21.76],
  "MG:ipatinga": [-42.54, -19.47],
  "MG:montes claros": [-43.86, -16.73],
  "MG:governador valadares": [-41.95, -18.85],
  "MG:sete lagoas": [-44.25, -19.47],
  "ES:serra": [-40.31, -20.13],
  "ES:vila velha": [-40.29, -20.33],
  "PR:londrina": [-51.16, -23.31],
  "PR:maringa": [-51.94, -23.42],
  "PR:cascavel": [-53.46, -24.96],
  "PR:araucaria": [-49.41, -25.59],
  "PR:ponta grossa": [-50.16, -25.09],
  "PR:foz do iguacu": [-54.59, -25.52],
  "PR:paranagua": [-48.51, -25.52],
  "SC:joinville": [-48.85, -26.3],
  "SC:blumenau": [-49.07, -26.92],
  "SC:itajai": [-48.66, -26.91],
  "SC:chapeco": [-52.62, -27.1],
  "SC:criciuma": [-49.37, -28.68],
  "SC:lages": [-50.33, -27.82],
  "RS:caxias do sul": [-51.18, -29.17],
  "RS:canoas": [-51.18, -29.92],
  "RS:pelotas": [-52.34, -31.77],
  "RS:rio grande": [-52.1, -32.04],
  "RS:santa maria": [-53.81, -29.69],
  "RS:passo fundo": [-52.41, -28.26],
  "RS:novo hamburgo": [-51.13, -29.68],
  "RS:gravatai": [-50.99, -29.94],
  "RS:triunfo": [-51.72, -29.94],
  "BA:camacari": [-38.32, -12.7],
  "BA:feira de santana": [-38.97, -12.27],
  "BA:vitoria da conquista": [-40.84, -14.86],
  "PE:ipojuca": [-35.06, -8.4],
  "PE:jaboatao dos guararapes": [-35.01, -8.11],
  "PE:caruaru": [-35.98, -8.28],
  "PE:petrolina": [-40.5, -9.39],
  "CE:juazeiro do norte": [-39.31, -7.21],
  "CE:maracanau": [-38.63, -3.87],
  "RN:mossoro": [-37.34, -5.19],
  "PB:campina grande": [-35.88, -7.23],
  "MA:imperatriz": [-47.49, -5.53],
  "PA:maraba": [-49.12, -5.37],
  "PA:santarem": [-54.71, -2.44],
  "PA:barcarena": [-48.63, -1.51],
  "PA:parauapebas": [-49.9, -6.07],
  "GO:anapolis": [-48.95, -16.33],
  "GO:rio verde": [-50.93, -17.8],
  "MT:rondonopolis": [-54.64, -16.47],
  "MT:sinop": [-55.5, -11.86],
  "MS:dourados": [-54.81, -22.22],
  "MS:tres lagoas": [-51.68, -20.75],
  "TO:araguaina": [-48.21, -7.19],
  "RO:ji-parana": [-61.95, -10.88],
};

/** The key of a city in `cities`: its UF and its name without accents, case or extra spaces. */
export function cityKey(city: string, uf: string): string {
  const name = city
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
  return `${uf.toUpperCase()}:${name}`;
}

/**
 * Where a city is: its own place when known, else its state's capital (`exact: false`); undefined for a UF that is
 * no state.
 */
export function locateCity(city: string, uf: string): { at: LonLat; exact: boolean } | undefined {
  const known = cities[cityKey(city, uf)];
  if (known) return { at: known, exact: true };
  const capital = stateCapitals[uf.toUpperCase()];
  if (!capital) return undefined;
  return { at: capital.at, exact: cityKey(capital.city, uf) === cityKey(city, uf) };
}
