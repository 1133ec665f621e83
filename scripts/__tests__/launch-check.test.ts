// @vitest-environment node
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { demonstrationValues, launchProblems } from "../../src/content/launch-check";
import { launchCheck, launchRequested, settingsFile } from "../lib/launch";

/**
 * The launch check (`npm run launch:check`, `LAUNCH=1 npm run build`): it refuses settings that still hold
 * demonstration data, naming each field, and passes complete ones.
 */
const root = process.cwd();
const shipped = JSON.parse(fs.readFileSync(path.join(root, settingsFile), "utf8")) as Record<string, unknown>;

/** Settings as the repository ships them for the demonstration: every value of `demonstrationValues`. */
function demonstrationSettings() {
  const one = (field: string, index = 0) => demonstrationValues[field][index];
  return {
    settingsId: "site",
    demonstrationData: true,
    footerFiles: { pt: "../uploads/a.pt.pdf", en: "../uploads/a.en.pdf", es: "../uploads/a.es.pdf" },
    company: {
      legalName: one("company.legalName"),
      cnpj: one("company.cnpj"),
      address: {
        street: one("company.address.street"),
        city: "São Paulo",
        region: "SP",
        postalCode: one("company.address.postalCode"),
      },
      phone: one("company.phone"),
      whatsapp: one("company.whatsapp"),
      emails: {
        contact: "contato@circulare.com.br",
        privacy: "privacidade@circulare.com.br",
        investors: "ri@circulare.com.br",
        suppliers: "suprimentos@circulare.com.br",
        operations: "operacoes@circulare.com.br",
        people: "gente@circulare.com.br",
      },
      dpo: { name: one("company.dpo.name"), email: "dpo@circulare.com.br" },
      social: {
        instagram: "https://www.instagram.com/circulare",
        facebook: "https://www.facebook.com/circulare",
        linkedin: "https://www.linkedin.com/company/circulare",
        youtube: "https://www.youtube.com/@circulare",
      },
      anpAuthorization: one("company.anpAuthorization"),
      environmentalLicense: one("company.environmentalLicense"),
      signatory: {
        name: one("company.signatory.name"),
        role: {
          pt: "Responsável técnica, química industrial",
          en: "Technical officer of record, industrial chemist",
          es: "Responsable técnica, química industrial",
        },
        registration: one("company.signatory.registration"),
      },
      certifications: [
        {
          name: "ISO 14001:2015",
          body: one("company.certifications.body"),
          number: one("company.certifications.number", 0),
        },
        {
          name: "ISO 9001:2015",
          body: one("company.certifications.body"),
          number: one("company.certifications.number", 1),
        },
      ],
    },
  };
}

/** The company's own values, the state turned off: what the check lets through. */
function completeSettings() {
  const demo = demonstrationSettings();
  return {
    ...demo,
    demonstrationData: false,
    company: {
      ...demo.company,
      legalName: "Circulare Ambiental S.A.",
      cnpj: "98.765.432/0001-98",
      address: { street: "Rua Joaquim Floriano, 466", city: "São Paulo", region: "SP", postalCode: "04534-002" },
      phone: "+55 11 3090-4400",
      whatsapp: "+55 11 99120-4400",
      dpo: { name: "Renata Siqueira Lobo", email: "dpo@circulare.com.br" },
      anpAuthorization: "1.203/2018",
      environmentalLicense: "CETESB 36004512",
      signatory: {
        name: "Paulo Henrique Vidal",
        role: { pt: "Gerente de meio ambiente", en: "Environmental manager", es: "Gerente de medio ambiente" },
        registration: "CRQ-IV 04987001",
      },
      certifications: [
        { name: "ISO 14001:2015", body: "Bureau de Certificação Paulista", number: "BCP-EMS-88120" },
        { name: "ISO 9001:2015", body: "Bureau de Certificação Paulista", number: "BCP-QMS-88121" },
      ],
    },
  };
}

/** The field each line names: `field "company.cnpj": …` → `company.cnpj`. */
const fieldsOf = (lines: string[]) => lines.map((line) => /^field "([^"]+)"/.exec(line)?.[1]);

describe("launchProblems", () => {
  it("passes complete settings with demonstration data turned off", () => {
    expect(launchProblems(completeSettings())).toEqual([]);
  });

  it("names the state and every legal and contact field still holding its demonstration value", () => {
    expect(fieldsOf(launchProblems(demonstrationSettings()))).toEqual([
      "demonstrationData",
      "company.legalName",
      "company.cnpj",
      "company.address.street",
      "company.address.postalCode",
      "company.phone",
      "company.whatsapp",
      "company.dpo.name",
      "company.anpAuthorization",
      "company.environmentalLicense",
      "company.signatory.name",
      "company.signatory.registration",
      "company.certifications.0.body",
      "company.certifications.0.number",
      "company.certifications.1.body",
      "company.certifications.1.number",
    ]);
    expect(launchProblems(demonstrationSettings())).toContain(
      'field "company.cnpj": still holds the demonstration value "12.345.678/0001-95"',
    );
  });

  it("refuses the state alone, even once every value is real", () => {
    const problems = launchProblems({ ...completeSettings(), demonstrationData: true });
    expect(fieldsOf(problems)).toEqual(["demonstrationData"]);
    expect(problems[0]).toMatch(/turn it off/);
  });

  it("refuses each demonstration value alone, even with the state turned off", () => {
    for (const [field, values] of Object.entries(demonstrationValues)) {
      const settings = completeSettings();
      const keys = field.split(".").slice(1);
      const parent = keys
        .slice(0, -1)
        .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, settings.company);
      const target = Array.isArray(parent) ? (parent[0] as Record<string, unknown>) : parent;
      target[keys.at(-1)!] = values[0];
      const named = fieldsOf(launchProblems(settings));
      expect(named, field).toHaveLength(1);
      expect(named[0]?.replace(/\.\d+(?=\.|$)/g, ""), field).toBe(field);
    }
  });

  it("refuses an empty registration (the footer and the certificates leave it out), naming it", () => {
    const settings = completeSettings();
    settings.company.anpAuthorization = "";
    settings.company.environmentalLicense = "  ";
    expect(launchProblems(settings)).toEqual([
      'field "company.anpAuthorization": is empty (the footer and the certificates leave it out)',
      'field "company.environmentalLicense": is empty (the footer and the certificates leave it out)',
    ]);
  });

  it("refuses an empty signatory (the certificates leave their signature block out), naming each field", () => {
    const settings = completeSettings();
    settings.company.signatory = { name: "", role: { pt: " ", en: "", es: "" }, registration: "" };
    expect(launchProblems(settings)).toEqual([
      'field "company.signatory.name": is empty (the certificates leave their signature block out)',
      'field "company.signatory.role.pt": is empty (the certificates in Portuguese leave their signature block out)',
      'field "company.signatory.role.en": is empty (the certificates in English leave their signature block out)',
      'field "company.signatory.role.es": is empty (the certificates in Spanish leave their signature block out)',
      'field "company.signatory.registration": is empty (the certificates leave their signature block out)',
    ]);
  });

  it.each(["pt", "en", "es"] as const)(
    "refuses the signatory's role left empty in one language (%s), naming that language's field",
    (language) => {
      const settings = completeSettings();
      settings.company.signatory.role[language] = "";
      expect(fieldsOf(launchProblems(settings))).toEqual([`company.signatory.role.${language}`]);
    },
  );

  it("refuses a role written once for every language, as the settings had it before (the certificates need each)", () => {
    const settings = completeSettings();
    const single = {
      ...settings,
      company: { ...settings.company, signatory: { ...settings.company.signatory, role: "Gerente" } },
    };
    expect(fieldsOf(launchProblems(single))).toEqual(["company.signatory.role"]);
  });

  it("names the fields of a file the build itself would refuse", () => {
    const settings = completeSettings();
    const broken = {
      ...settings,
      demonstrationData: "yes",
      company: { ...settings.company, cnpj: "", legalName: "Circulare (placeholder)" },
    };
    expect(fieldsOf(launchProblems(broken)).sort()).toEqual(["company.cnpj", "company.legalName", "demonstrationData"]);
  });
});

describe("launchCheck and the npm script", () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const temporary = (settings: unknown) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"));
    made.push(dir);
    fs.mkdirSync(path.join(dir, "content/settings"), { recursive: true });
    fs.writeFileSync(path.join(dir, settingsFile), JSON.stringify(settings));
    return dir;
  };

  it("says what passed, or heads the list of fields with the file and how many", () => {
    expect(launchCheck(temporary(completeSettings()))).toEqual({
      passed: true,
      lines: [expect.stringMatching(/^Launch check passed/)],
    });
    const failed = launchCheck(temporary(demonstrationSettings()));
    expect(failed.passed).toBe(false);
    expect(failed.lines[0]).toBe(
      "Launch check failed: content/settings/site.json is not ready for production (16 fields):",
    );
    expect(failed.lines[1]).toMatch(/^ {2}content\/settings\/site\.json field "demonstrationData": /);
    expect(launchCheck(path.join(os.tmpdir(), "no-such-project")).passed).toBe(false);
  });

  it("matches the repository's settings: it passes exactly when they are out of the demonstration", () => {
    const result = launchCheck(root);
    expect(result.passed).toBe(launchProblems(shipped).length === 0);
    if (shipped.demonstrationData === true) expect(result.passed).toBe(false);
  });

  it("is asked of the build by LAUNCH=1 (or true, yes), and only then", () => {
    for (const value of ["1", "true", "TRUE", "yes"]) expect(launchRequested({ LAUNCH: value }), value).toBe(true);
    for (const value of [undefined, "", "0", "false", "no"])
      expect(launchRequested({ LAUNCH: value }), String(value)).toBe(false);
  });

  const run = promisify(execFile);
  const tsx = path.join(root, "node_modules/.bin/tsx");
  const exitOf = async (script: string, cwd: string, env: NodeJS.ProcessEnv = {}) =>
    run(tsx, [path.join(root, script)], { cwd, env: { ...process.env, ...env } }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        out: `${error.stdout}${error.stderr}`,
      }),
    );

  it("npm run launch:check exits 1 naming each field on demonstration settings, 0 on complete ones", async () => {
    const failed = await exitOf("scripts/launch-check.mts", temporary(demonstrationSettings()));
    expect(failed.code).toBe(1);
    for (const field of [
      "demonstrationData",
      "company.cnpj",
      "company.anpAuthorization",
      "company.certifications.1.number",
    ]) {
      expect(failed.out).toContain(`field "${field}"`);
    }
    const passed = await exitOf("scripts/launch-check.mts", temporary(completeSettings()));
    expect(passed).toEqual({ code: 0, out: expect.stringMatching(/^Launch check passed/) });
  }, 60_000);

  it("LAUNCH=1 npm run build stops before building on demonstration settings", async () => {
    // A folder without Gatsby: the build step gets no further than the check.
    const stopped = await exitOf("scripts/gatsby-build.mts", temporary(demonstrationSettings()), { LAUNCH: "1" });
    expect(stopped.code).toBe(1);
    expect(stopped.out).toContain("Launch check failed");
    expect(stopped.out).toContain('field "company.environmentalLicense"');
  }, 60_000);
});
