/**
 * PLACEHOLDER for the site's own assistant, which another branch builds (the lead keeps theirs on merge). The
 * contract: `mountAssistant({ lang })` creates its own container carrying `data-chatbot`, mounts the widget
 * and resolves to a function that removes it. This minimal one is real: a button that opens a dialog saying
 * the assistant is here, in the page's language.
 */
type Lang = "pt" | "en" | "es";

const texts: Record<Lang, { open: string; title: string; body: string; close: string }> = {
  pt: { open: "Assistente", title: "Assistente da Circulare", body: "O assistente está aqui para ajudar.", close: "Fechar" },
  en: { open: "Assistant", title: "Circulare assistant", body: "The assistant is here to help.", close: "Close" },
  es: { open: "Asistente", title: "Asistente de Circulare", body: "El asistente está aquí para ayudar.", close: "Cerrar" },
};

export async function mountAssistant(options: { lang: Lang }): Promise<() => void> {
  const text = texts[options.lang];
  const container = document.createElement("div");
  container.dataset.chatbot = "assistant";
  container.style.cssText = "position:fixed;right:1rem;bottom:1rem;z-index:40";
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = text.open;
  button.style.cssText = "font:inherit;padding:.6rem 1rem;border-radius:999px;border:0;background:#0b5d3b;color:#fff;cursor:pointer";
  const dialog = document.createElement("dialog");
  dialog.setAttribute("aria-labelledby", "assistant-title");
  const title = document.createElement("h2");
  title.id = "assistant-title";
  title.textContent = text.title;
  const body = document.createElement("p");
  body.textContent = text.body;
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = text.close;
  close.addEventListener("click", () => dialog.close());
  dialog.append(title, body, close);
  button.addEventListener("click", () => dialog.showModal());
  container.append(button, dialog);
  document.body.append(container);
  return () => container.remove();
}
