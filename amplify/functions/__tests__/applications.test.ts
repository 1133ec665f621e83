// @vitest-environment node
/**
 * Applications to the open positions through the real local backend (the local gateway, s3 front, dynalite,
 * cognito-local, the dispatcher's outbox): the CV's signed upload (type and size refused before it), the application
 * naming it (bytes and size checked again), the replay with the same key, the people team's signed download, and the
 * e-mails.
 */
import { outboxMessages } from "../../local/outbox";
import { callApi, uploadCv, useStaffBackend } from "../../local/__tests__/staff-backend";
import { applicationRequest, cvPdfBytes } from "../../../src/domain/__tests__/fixtures";
import { MAX_CV_BYTES } from "../../../src/domain/candidatura";
import type { ContatoInput } from "../../../src/domain/contato";

const local = useStaffBackend("applications");
const { tokens } = local;

/** A POST's status and JSON body (what these tests compare). */
async function post(api: "ContatoAPI" | "EquipeAPI", route: string, body: unknown) {
  const answer = await callApi(local.backend, api, "POST", route, undefined, body);
  return { status: answer.status, body: answer.body };
}

const codes = (body: Record<string, unknown>) => (body.errors as { field: string; code: string }[]).map((e) => e.code);

describe("POST /contato/cv", () => {
  it("refuses a file that is not PDF or DOCX, or is over 5 MB, before any upload", async () => {
    const base = { idempotencyKey: crypto.randomUUID(), contentType: "application/pdf", size: 1000 };
    const png = await post("ContatoAPI", "contato/cv", { ...base, fileName: "foto.png", contentType: "image/png" });
    expect(png.status).toBe(400);
    expect(codes(png.body)).toEqual(["file_type"]);
    const big = await post("ContatoAPI", "contato/cv", { ...base, fileName: "cv.pdf", size: MAX_CV_BYTES + 1 });
    expect(big.status).toBe(400);
    expect(codes(big.body)).toEqual(["file_too_large"]);
  });

  it("signs a PUT for exactly the announced size: a larger body is refused by S3", async () => {
    const grant = await post("ContatoAPI", "contato/cv", {
      idempotencyKey: crypto.randomUUID(),
      fileName: "cv.pdf",
      contentType: "application/pdf",
      size: cvPdfBytes.byteLength,
    });
    const { uploadUrl, headers } = grant.body as { uploadUrl: string; headers: Record<string, string> };
    const bigger = new Uint8Array(cvPdfBytes.byteLength + 10);
    bigger.set(cvPdfBytes);
    const put = await fetch(uploadUrl, { method: "PUT", headers, body: bigger });
    expect(put.status).toBeGreaterThanOrEqual(400);
  });
});

describe("POST /contato, topic candidatura", () => {
  it("stores the application once per key, alerts the people team and confirms to the applicant in their language; the team downloads the same file", async () => {
    const cvKey = await uploadCv(local.backend, cvPdfBytes);
    const request: ContatoInput = applicationRequest(cvKey, { language: "en" });
    const first = await post("ContatoAPI", "contato", request);
    expect(first.status).toBe(201);
    const reference = String(first.body.reference);
    const again = await post("ContatoAPI", "contato", request);
    expect(again).toEqual({ status: 200, body: { reference } });

    await local.backend.notifications.flush();
    const mail = outboxMessages(local.backend.outboxDir).filter((message) => message.ref === reference);
    const confirmation = mail.find((message) => message.topic === "contato.confirmation");
    expect(confirmation?.to).toBe("marina@example.com");
    expect(confirmation?.subject).toBe(`We have received your application ${reference}`);
    const alert = mail.find((message) => message.topic === "contato.alert");
    expect(alert?.to).toBe("gente@circulare.com.br");
    expect(alert?.text).toContain("operador-de-processo-paulinia");
    expect(mail).toHaveLength(2);

    const cv = async (token: string) =>
      fetch(`${local.backend.outputs.custom.API.EquipeAPI.endpoint}mensagens/${reference}/cv`, {
        headers: { Authorization: token },
      });
    expect((await cv(tokens.contato)).status).toBe(403);
    const answer = await cv(tokens.gente);
    expect(answer.status).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    const file = await fetch(url);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(cvPdfBytes);
  });

  it("refuses a CV whose bytes are not a PDF, a key with no file, a closed or unknown position, and a missing CV", async () => {
    const fake = await uploadCv(local.backend, new TextEncoder().encode("just some text, not a PDF"));
    const wrong = await post("ContatoAPI", "contato", applicationRequest(fake));
    expect(wrong.status).toBe(400);
    expect(codes(wrong.body)).toEqual(["file_type"]);

    const missing = await post("ContatoAPI", "contato", applicationRequest(`candidaturas/${crypto.randomUUID()}.pdf`));
    expect(codes(missing.body)).toEqual(["file_missing"]);

    const cvKey = await uploadCv(local.backend, cvPdfBytes);
    const unknown = await post("ContatoAPI", "contato", applicationRequest(cvKey, { position: "vaga-que-nao-existe" }));
    expect(codes(unknown.body)).toEqual(["invalid_option"]);

    const { cvKey: _key, cvName: _name, ...withoutCv } = applicationRequest(cvKey);
    const noCv = await post("ContatoAPI", "contato", withoutCv);
    expect(noCv.status).toBe(400);
    expect((noCv.body.errors as { field: string }[]).map((error) => error.field).sort()).toEqual(["cvKey", "cvName"]);
  });
});
