// @vitest-environment jsdom
import { noteClientNavigation, readTypedFields } from "../typed-before-hydration";

/** A server-rendered form, then what the visitor did before hydration. */
function form(): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = `<form>
    <input name="company.name" value="">
    <input name="contact.email" type="email" value="">
    <input name="liters" type="number" value="">
    <input name="untouched" value="as rendered">
    <input name="password" type="password" value="">
    <input name="consent" type="checkbox">
    <textarea name="message"></textarea>
    <select name="uf"><option value="">–</option><option value="SP">SP</option></select>
  </form>`;
  return root;
}

describe("fields typed before hydration", () => {
  it("are exactly the ones changed from what the server rendered, with numbers and checkboxes typed", () => {
    const root = form();
    const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field("company.name").value = "Posto Rota Sul";
    field("liters").value = "1500";
    field("password").value = "never read";
    field("consent").checked = true;
    root.querySelector<HTMLTextAreaElement>("textarea")!.value = "Olá";
    root.querySelector<HTMLSelectElement>("select")!.value = "SP";
    expect(Object.fromEntries(readTypedFields(root))).toEqual({
      "company.name": "Posto Rota Sul",
      liters: 1500,
      consent: true,
      message: "Olá",
      uf: "SP",
    });
  });

  it("an untouched form gives nothing, and after an in-app navigation nothing is read", () => {
    const root = form();
    expect(readTypedFields(root).size).toBe(0);
    root.querySelector<HTMLInputElement>('[name="company.name"]')!.value = "typed on the previous page";
    noteClientNavigation();
    expect(readTypedFields(root).size).toBe(0);
  });
});

describe("typedValue, for controlled account fields", () => {
  it("gives a password typed before hydration (kept in memory), which drafts never read", async () => {
    vi.resetModules();
    const fresh = await import("../typed-before-hydration");
    document.body.innerHTML = `<form><input name="email" type="email" value=""><input name="password" type="password" value=""></form>`;
    document.querySelector<HTMLInputElement>('[name="password"]')!.value = "Segredo-2026x";
    expect(fresh.typedValue("password")).toBe("Segredo-2026x");
    expect(fresh.typedValue("email", "from ?email=")).toBe("from ?email=");
    expect(fresh.readTypedFields().has("password")).toBe(false);
    document.body.innerHTML = "";
  });
});
