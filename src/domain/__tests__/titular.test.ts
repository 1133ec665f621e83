import { contatoSchema } from "../contato";
import {
  CONFIRMATION_HOURS,
  confirmationExpiresAt,
  confirmationOutcome,
  confirmedPurgeAt,
  dataSubjectRights,
  deadlineState,
  isValidCpf,
  legalDeadline,
  titularConfirmSchema,
  titularSchema,
  UNCONFIRMED_DELETED_WITHIN_DAYS,
  unconfirmedPurgeAt,
} from "../titular";
import { validate } from "../validate";
import { contatoRequest, titularRequest } from "./fixtures";

const fields = (result: ReturnType<typeof validate>) =>
  result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);

describe("the data-subject request's schema", () => {
  it("lists the seven rights of the form once, in order", () => {
    expect(dataSubjectRights).toEqual([
      "confirmacao",
      "acesso",
      "correcao",
      "eliminacao",
      "portabilidade",
      "compartilhamento",
      "revogacao",
    ]);
  });

  it("accepts a request with a CPF, a CNPJ, a protocol or no identifier, stored in upper case", () => {
    for (const identifier of ["529.982.247-25", "11.222.333/0001-81", "col-2026-000042", "", undefined]) {
      const result = validate(titularSchema, titularRequest({ identifier }));
      expect(result.ok, String(identifier)).toBe(true);
    }
    const checked = validate(titularSchema, titularRequest({ identifier: " col-2026-000042 " }));
    expect(checked.ok && checked.value.identifier).toBe("COL-2026-000042");
    const empty = validate(titularSchema, titularRequest({ identifier: "" }));
    expect(empty.ok && empty.value.identifier).toBeUndefined();
  });

  it("names every wrong field with a translated message", () => {
    const result = validate(
      titularSchema,
      {
        ...titularRequest(),
        right: "vender",
        email: "x@",
        identifier: "123.456.789-00",
        message: "oi",
        consent: false,
      },
      "en",
    );
    expect(fields(result).sort()).toEqual([
      "consent:consent_required",
      "email:invalid_email",
      "identifier:invalid_identifier",
      "message:too_short",
      "right:invalid_option",
    ]);
    expect(!result.ok && result.errors.find((error) => error.field === "identifier")?.message).toMatch(/CPF or CNPJ/);
  });

  it("checks a CPF's digits", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224726")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("1234")).toBe(false);
  });

  it("keeps the contact form from filing a data-subject request around its confirmation", () => {
    const result = validate(contatoSchema, contatoRequest({ topic: "titular" }));
    expect(fields(result)).toEqual(["topic:invalid_option"]);
  });

  it("takes a 43-character URL-safe token to confirm", () => {
    expect(validate(titularConfirmSchema, { token: "a".repeat(43) }).ok).toBe(true);
    expect(fields(validate(titularConfirmSchema, { token: "a".repeat(42) }))).toEqual(["token:invalid_link"]);
    expect(fields(validate(titularConfirmSchema, { token: `${"a".repeat(42)}=` }))).toEqual(["token:invalid_link"]);
  });
});

describe("the confirmation link's rules", () => {
  const created = new Date("2026-11-29T12:00:00Z");
  const expiresAt = confirmationExpiresAt(created);

  it("works for 48 hours from the request", () => {
    expect(CONFIRMATION_HOURS).toBe(48);
    expect(expiresAt).toBe("2026-12-01T12:00:00.000Z");
    expect(confirmationOutcome({ expiresAt }, new Date("2026-12-01T11:59:59Z"))).toBe("confirm");
    expect(confirmationOutcome({ expiresAt }, new Date("2026-12-01T12:00:00Z"))).toBe("expired");
  });

  it("gives the same reference back when opened again, even after the link's expiry", () => {
    const confirmed = { expiresAt, confirmedReference: "CTT-2026-000042" };
    expect(confirmationOutcome(confirmed, new Date("2026-11-30T00:00:00Z"))).toBe("replay");
    expect(confirmationOutcome(confirmed, new Date("2027-01-01T00:00:00Z"))).toBe("replay");
  });
});

describe("the legal deadline (LGPD art. 19)", () => {
  it("is 15 calendar days after the day of the confirmation in São Paulo", () => {
    expect(legalDeadline(new Date("2026-11-29T12:00:00Z"))).toBe("2026-12-14");
    // 01:00 UTC on the 30th is still the 29th in São Paulo (UTC−3).
    expect(legalDeadline(new Date("2026-11-30T01:00:00Z"))).toBe("2026-12-14");
    expect(legalDeadline(new Date("2026-12-20T15:00:00Z"))).toBe("2027-01-04");
    expect(legalDeadline(new Date("2028-02-20T15:00:00Z"))).toBe("2028-03-06");
  });

  it("is on time, due soon from three days before, and overdue the day after", () => {
    expect(deadlineState("2026-12-14", "2026-12-10")).toBe("on-time");
    expect(deadlineState("2026-12-14", "2026-12-11")).toBe("due-soon");
    expect(deadlineState("2026-12-14", "2026-12-14")).toBe("due-soon");
    expect(deadlineState("2026-12-14", "2026-12-15")).toBe("overdue");
  });
});

describe("how long a request is kept (DynamoDB's Time to Live, epoch seconds)", () => {
  const filed = new Date("2026-11-29T20:15:30.400Z");
  const at = (iso: string) => Date.parse(iso) / 1000;

  it("deletes an unconfirmed request 72 hours after filing: the link's 48 hours and a day's margin, in whole seconds", () => {
    expect(unconfirmedPurgeAt(filed)).toBe(at("2026-12-02T20:15:30Z"));
    expect(Number.isInteger(unconfirmedPurgeAt(filed))).toBe(true);
    // After the link stops working, never before; and within the days the policy states, with AWS's two days.
    expect(unconfirmedPurgeAt(filed) * 1000).toBeGreaterThan(Date.parse(confirmationExpiresAt(filed)));
    expect(unconfirmedPurgeAt(filed) + 2 * 86_400).toBeLessThanOrEqual(
      at(filed.toISOString()) + UNCONFIRMED_DELETED_WITHIN_DAYS * 86_400,
    );
  });

  it("keeps a confirmed request five years from its confirmation, leap days included", () => {
    expect(confirmedPurgeAt(filed)).toBe(at("2031-11-29T20:15:30Z"));
    expect(confirmedPurgeAt(new Date("2028-02-29T12:00:00Z"))).toBe(at("2033-03-01T12:00:00Z"));
  });
});
