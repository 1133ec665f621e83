import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { KeepTogether } from "../keep-together";

describe("KeepTogether", () => {
  it("puts the reference number on one line and leaves the text as it reads", () => {
    const html = renderToStaticMarkup(<KeepTogether text="Pedido COL-2026-000042" part="COL-2026-000042" />);
    expect(html).toBe('Pedido <span class="nowrap">COL-2026-000042</span>');
  });

  it("wraps each occurrence, and leaves a text without it alone", () => {
    expect(renderToStaticMarkup(<KeepTogether text="A-1 e A-1." part="A-1" />)).toBe(
      '<span class="nowrap">A-1</span> e <span class="nowrap">A-1</span>.',
    );
    expect(renderToStaticMarkup(<KeepTogether text="Pedido" part="COL-1" />)).toBe("Pedido");
    expect(renderToStaticMarkup(<KeepTogether text="Pedido" part="" />)).toBe("Pedido");
  });
});
