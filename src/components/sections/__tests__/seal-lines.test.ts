import { sealLines } from "../seal-lines";

describe("sealLines", () => {
  it("puts the standard's family on its own line", () => {
    expect(sealLines("ISO 14001:2015")).toEqual(["ISO", "14001:2015"]);
    expect(sealLines("  ISO   9001:2015 ")).toEqual(["ISO", "9001:2015"]);
  });

  it("keeps a one-word name whole", () => {
    expect(sealLines("PROCEL")).toEqual(["PROCEL"]);
  });

  it("splits a long rest in two lines, and keeps a short one together", () => {
    expect(sealLines("FSSC 22000 v6")).toEqual(["FSSC", "22000 v6"]);
    expect(sealLines("ABNT NBR ISO 45001:2018")).toEqual(["ABNT", "NBR ISO", "45001:2018"]);
  });
});
