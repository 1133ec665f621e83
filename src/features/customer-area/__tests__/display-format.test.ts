import { displayPhone } from "../area/display-format";
import { emailFrom, withEmail } from "../auth/carried-email";
import { firstName } from "../../../app-shell/account-entry";

describe("displayPhone", () => {
  it("writes a Brazilian E.164 number as Brazilians do", () => {
    expect(displayPhone("+5511987654321")).toBe("(11) 98765-4321");
    expect(displayPhone("+551134567890")).toBe("(11) 3456-7890");
  });
  it("leaves another country's number, and an empty one, as they are", () => {
    expect(displayPhone("+14155550123")).toBe("+14155550123");
    expect(displayPhone("")).toBe("");
  });
});

describe("the e-mail carried between the account pages", () => {
  it("goes into the query string with the other flags, encoded", () => {
    expect(withEmail("/login/", "ana+1@example.com", { confirmed: "1" })).toBe(
      "/login/?confirmed=1&email=ana%2B1%40example.com",
    );
    expect(withEmail("/en/area-cliente/esqueci-a-senha/", " ana@example.com ")).toBe(
      "/en/area-cliente/esqueci-a-senha/?email=ana%40example.com",
    );
  });
  it("is left out when there is none, and read back as it was typed", () => {
    expect(withEmail("/login/", "  ")).toBe("/login/");
    expect(emailFrom("?confirmed=1&email=ana%2B1%40example.com")).toBe("ana+1@example.com");
    expect(emailFrom("")).toBe("");
  });
});

describe("the header's first name", () => {
  it("is the first word of the name, else the e-mail's local part", () => {
    expect(firstName({ sub: "s", name: "  Ana Maria Souza ", email: "a@example.com" })).toBe("Ana");
    expect(firstName({ sub: "s", email: "joao.silva@example.com" })).toBe("joao.silva");
  });
});
