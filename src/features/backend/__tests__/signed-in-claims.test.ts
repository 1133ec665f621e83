// @vitest-environment jsdom
import { currentIdToken, signedInClaims } from "../session-token";

const outputs = { auth: { user_pool_client_id: "client1" } };
const base = "CognitoIdentityServiceProvider.client1";
const now = Date.UTC(2026, 10, 24, 12);

function token(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(unescape(encodeURIComponent(JSON.stringify(value)))).replace(/=+$/, "");
  return `${part({ alg: "none" })}.${part(claims)}.sig`;
}

function store(idToken: string, refreshToken?: string) {
  localStorage.setItem(`${base}.LastAuthUser`, "u1");
  localStorage.setItem(`${base}.u1.idToken`, idToken);
  if (refreshToken) localStorage.setItem(`${base}.u1.refreshToken`, refreshToken);
}

afterEach(() => localStorage.clear());

describe("who is signed in, for the header", () => {
  const claims = {
    sub: "s1",
    name: "Ana Souza",
    email: "ana@example.com",
    "custom:company": "Oficina Ltda",
    "custom:cnpj": "11222333000181",
  };

  it("reads a valid ID token, its custom attributes included", () => {
    store(token({ ...claims, exp: now / 1000 + 600 }));
    expect(signedInClaims(outputs, now)).toMatchObject({
      sub: "s1",
      name: "Ana Souza",
      company: "Oficina Ltda",
      cnpj: "11222333000181",
    });
  });

  it("still counts an expired ID token while a refresh token can renew it", () => {
    store(token({ ...claims, exp: now / 1000 - 600 }), "refresh");
    expect(currentIdToken(outputs, now)).toBeNull();
    expect(signedInClaims(outputs, now)?.name).toBe("Ana Souza");
  });

  it("is nobody with an expired token and no refresh token, or with nothing stored", () => {
    store(token({ ...claims, exp: now / 1000 - 600 }));
    expect(signedInClaims(outputs, now)).toBeNull();
    localStorage.clear();
    expect(signedInClaims(outputs, now)).toBeNull();
  });
});
