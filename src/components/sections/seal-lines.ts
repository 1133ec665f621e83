/**
 * A certification's name in at most three lines for its seal: the first word (the standard's family, "ISO"), then
 * the rest split in two when it is long ("14001:2015"; "FSSC 22000" / "v6"). Lines longer than the seal are
 * squeezed by the SVG (textLength), never cut.
 */
export function sealLines(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words;
  const [first, ...rest] = words;
  const remainder = rest.join(" ");
  if (rest.length === 1 || remainder.length <= 12) return [first, remainder];
  const middle = Math.ceil(rest.length / 2);
  return [first, rest.slice(0, middle).join(" "), rest.slice(middle).join(" ")];
}
