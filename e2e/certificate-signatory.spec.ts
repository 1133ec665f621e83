import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test } from "./test";
import { strings } from "./content";
import { todayInSaoPaulo } from "../src/domain/fields";
import type { Language } from "../src/domain/language";
import { pdfString } from "../amplify/functions/coleta-api/pdf/text";
import { siteSettingsSchema } from "../src/content/content-schema";
import {
  callApi,
  createCustomer,
  idTokenFor,
  operatorAccount,
  requestCollection,
  signInTo,
  uniqueEmail,
} from "./local-backend";

/**
 * The certificate's signatory in the request's language, end to end: a customer's English or Spanish request is
 * certified by the operator, and the certificate they download from their area carries the signatory's role as the
 * site settings give it in that language (content/settings/site.json, bundled into the ColetaAPI Lambda), never the
 * Portuguese one.
 */
const settings = siteSettingsSchema.parse(JSON.parse(fs.readFileSync("content/settings/site.json", "utf8")));
const { signatory } = settings.company;
const password = "Circulare-2026x";

for (const language of ["en", "es"] as const satisfies readonly Language[]) {
  test(`a certificate downloaded from the ${language} customer area is signed with the ${language} role`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`signatory-${language}`);
    await createCustomer(email, password, "Joana Prado");
    // The request as the form in that language sends it, from the signed-in customer.
    const protocol = await requestCollection({ language }, await idTokenFor(email, password));

    const operator = operatorAccount();
    const operatorToken = await idTokenFor(operator.email, operator.password);
    const move = async (body: Record<string, unknown>) => {
      const answer = await callApi("ColetaAPI", "POST", `operacao/coleta/${protocol}/transicao`, operatorToken, {
        idempotencyKey: crypto.randomUUID(),
        ...body,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await move({ to: "agendada", date: todayInSaoPaulo(), window: { from: "08:00", to: "12:00" } });
    await move({ to: "coletada", collectedOn: todayInSaoPaulo(), collectedLitres: 380, driverName: "Carlos Mendes" });
    await move({ to: "certificada" });

    const detail = `/${language}/area-cliente/pedidos/${protocol}/`;
    await signInTo(page, { email, password }, detail, language);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: strings(language, "formularios").pedidos.certificate.download }).click();
    const pdf = fs.readFileSync(await (await downloading).path()).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    // The page's text as the PDF writes it (WinAnsi, accents as octal escapes): the name, then the role.
    expect(pdf).toContain(`${pdfString(signatory.name)} Tj`);
    expect(pdf).toContain(`${pdfString(signatory.role[language])} Tj`);
    expect(pdf).not.toContain(pdfString(signatory.role.pt));
  });
}
