/** `label` is a brand name, except for e-mail (`null`: the page uses its own word for it). */
export type ShareTarget = { network: string; label: string | null; href: string };

/** Share pages of the networks the company's audience uses; the names are brands, not translated. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "x", label: "X", href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { network: "email", label: null, href: `mailto:?subject=${text}&body=${u}` },
  ];
}
