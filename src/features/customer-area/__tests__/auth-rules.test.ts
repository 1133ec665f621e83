import { authErrorKey } from "../auth/auth-errors";
import { fieldErrors, normalizePhone } from "../auth/account-fields";
import { safeNext } from "../auth/safe-next";
import { unmetPasswordRules } from "../../../domain/password-policy";
import pt from "../../../../locales/pt/conta.json";

const named = (name: string, message = "") => Object.assign(new Error(message), { name });

describe("Cognito and Amplify errors → translated messages", () => {
  it.each([
    ["NotAuthorizedException", "Incorrect username or password.", "wrongPassword"],
    ["NotAuthorizedException", "Password attempts exceeded", "tooManyAttempts"],
    ["UserNotFoundException", "", "unknownUser"],
    ["UserNotConfirmedException", "", "notConfirmed"],
    ["CodeMismatchException", "", "wrongCode"],
    ["ExpiredCodeException", "", "expiredCode"],
    ["LimitExceededException", "", "tooManyAttempts"],
    ["InvalidPasswordException", "Password does not conform to policy", "weakPassword"],
    ["UsernameExistsException", "", "emailInUse"],
    ["EmptySignInUsername", "Username cannot be empty", "emptyEmail"],
    ["EmptySignInPassword", "Password cannot be empty", "emptyPassword"],
    ["EmptyConfirmSignUpCode", "Confirmation code cannot be empty", "emptyCode"],
    ["EmptyChallengeResponse", "Challenge response cannot be empty", "emptyCode"],
    ["UserUnAuthenticatedException", "User is not authenticated", "sessionExpired"],
    ["NotAuthorizedException", "Access Token has been revoked", "sessionExpired"],
    ["NotAuthorizedException", "Refresh Token has expired", "sessionExpired"],
    ["BackendUnavailable", "amplify_outputs.json: HTTP 404", "unavailable"],
    ["SomethingNew", "", "generic"],
  ])("%s (%s) → %s", (name, message, key) => {
    expect(authErrorKey(named(name, message))).toBe(key);
    expect(pt.errors).toHaveProperty(key);
  });

  it("a rejected password while signing in is a wrong one, elsewhere a weak one", () => {
    expect(authErrorKey(named("InvalidPasswordException"), "signIn")).toBe("wrongPassword");
    expect(authErrorKey(named("InvalidPasswordException"))).toBe("weakPassword");
  });

  it("a failed fetch is a network problem", () => {
    expect(authErrorKey(new TypeError("Failed to fetch"))).toBe("network");
  });
});

describe("where to go after signing in", () => {
  it.each([
    ["?next=%2Farea-cliente%2Fdocumentos%2F", "/area-cliente/documentos/"],
    ["?next=%2Fen%2Farea-cliente%2Fperfil%2F", "/area-cliente/perfil/"],
    ["?next=https%3A%2F%2Fevil.example%2F", "/area-cliente/"],
    ["?next=%2F%2Fevil.example%2Farea-cliente%2F", "/area-cliente/"],
    ["?next=%2Fblog%2F", "/area-cliente/"],
    ["?next=%2Farea-cliente%2Fcriar-conta%2F", "/area-cliente/"],
    ["", "/area-cliente/"],
    // Resolved before it is judged: dot segments, encoded or not, backslashes, tabs, double encodings.
    ["?next=/area-cliente/../blog/", "/area-cliente/"],
    ["?next=/area-cliente/%2e%2e/%2e%2e/blog/", "/area-cliente/"],
    ["?next=/area-cliente/..%2F..%2Fblog%2F", "/area-cliente/"],
    ["?next=/area-cliente/%252e%252e/blog/", "/area-cliente/"],
    ["?next=/area-cliente/..%5Cblog%5C", "/area-cliente/"],
    ["?next=/area-cliente/documentos/../criar-conta/", "/area-cliente/"],
    ["?next=/area-cliente/./criar-conta/", "/area-cliente/"],
    ["?next=/en/area-cliente/%2E%2E/%2E%2E/login/", "/area-cliente/"],
    ["?next=/%5Cevil.example/area-cliente/", "/area-cliente/"],
    ["?next=/%09/evil.example/area-cliente/", "/area-cliente/"],
    ["?next=%2F%09%2Fevil.example%2Farea-cliente%2F", "/area-cliente/"],
    ["?next=/area-cliente/%2F%2Fevil.example", "/area-cliente/"],
    ["?next=/area-cliente/%25ff", "/area-cliente/"],
    ["?next=/%2F%2Fevil.example/area-cliente/", "/area-cliente/"],
    ["?next=javascript:alert(1)//area-cliente/", "/area-cliente/"],
    ["?next=/blog/../area-cliente/perfil/", "/area-cliente/perfil/"],
    ["?next=/en/area-cliente/./documentos/", "/area-cliente/documentos/"],
    ["?next=/area-cliente/documentos/?x=1#y", "/area-cliente/documentos/"],
    // The collection form, whose draft waits while a customer signs in again; no other public page.
    ["?next=/solicite-sua-coleta/", "/solicite-sua-coleta/"],
    ["?next=/es/solicite-sua-coleta/", "/solicite-sua-coleta/"],
    ["?next=/solicite-sua-coleta/../blog/", "/area-cliente/"],
    ["?next=//evil.example/solicite-sua-coleta/", "/area-cliente/"],
    ["?next=/blog/", "/area-cliente/"],
  ])("%s → %s", (search, path) => {
    expect(safeNext(search)).toBe(path);
  });
});

describe("account fields", () => {
  const valid = {
    name: "Ana Souza",
    email: "ana@empresa.com.br",
    phone: "(11) 98765-4321",
    password: "Circulare-2026x",
  };

  it("accepts a complete, valid account", () => {
    expect(fieldErrors(valid, ["name", "email", "phone", "password"])).toEqual({});
  });

  it("names each field's problem", () => {
    expect(
      fieldErrors({ name: " ", email: "ana@", phone: "1234", password: "abc" }, ["name", "email", "phone", "password"]),
    ).toEqual({
      name: "nameRequired",
      email: "invalidEmail",
      phone: "invalidPhone",
      password: "weakPassword",
    });
    expect(fieldErrors({ ...valid, email: "", password: "" }, ["email", "password"])).toEqual({
      email: "emptyEmail",
      password: "emptyPassword",
    });
  });

  it("leaves an empty optional phone alone and accepts foreign numbers with +", () => {
    expect(fieldErrors({ ...valid, phone: "" }, ["phone"])).toEqual({});
    expect(fieldErrors({ ...valid, phone: "+1 415 555 0100" }, ["phone"])).toEqual({});
  });

  it("writes phones as Cognito wants them (E.164)", () => {
    expect(normalizePhone("(11) 98765-4321")).toBe("+5511987654321");
    expect(normalizePhone("+1 (415) 555-0100")).toBe("+14155550100");
  });

  it("checks passwords against the pool's policy", () => {
    expect(unmetPasswordRules("curta")).toEqual(["minimumLength", "requireUppercase", "requireNumbers"]);
    expect(unmetPasswordRules("Circulare-2026x")).toEqual([]);
  });
});
