// @vitest-environment node
import { parseCodeDeliveries } from "../cognito";

describe("confirmation codes read from cognito-local's console", () => {
  it("finds the destination and the code in each box, colours and borders included", () => {
    const box = (email: string, code: string) =>
      `\u001b[32mINFO\u001b[39m: ╭────────╮\n│ Confirmation Code Delivery │\n│ Username:    abc │\n│ Destination: ${email} │\n│ Code:        ${code} │\n╰────────╯\n`;
    const deliveries = parseCodeDeliveries(box("ana@empresa.com.br", "123456") + box("bob@example.com", "654321"));
    expect(deliveries.map(({ destination, code }) => ({ destination, code }))).toEqual([
      { destination: "ana@empresa.com.br", code: "123456" },
      { destination: "bob@example.com", code: "654321" },
    ]);
  });

  it("ignores other log lines", () => {
    expect(parseCodeDeliveries("INFO: Cognito Local running on http://localhost:4571")).toEqual([]);
  });
});
