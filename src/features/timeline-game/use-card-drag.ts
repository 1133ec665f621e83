import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
} from "react";

/** How far (px) a pointer moves before a press becomes a drag; less is a tap. */
const dragThreshold = 6;
/** How close (px) to the window's top or bottom edge a drag scrolls the page. */
const scrollEdge = 56;

type Pending = { pointerId: number; startX: number; startY: number; offsetX: number; offsetY: number; width: number };
type Drag = { x: number; y: number; slot: number | null };
type Options = { enabled: boolean; onStart: () => void; onDrop: (slot: number) => void; onCancel: () => void };

/**
 * Pointer dragging (mouse, pen and touch alike, through pointer events) of the card in hand onto the timeline.
 * The slot under the pointer is the nearest `[data-slot]` of `timelineRef`'s list (the slots appear when a drag
 * starts, so the layout stays still during it); a drop away from the timeline, Esc or a cancelled pointer puts
 * the card back. A press that moves less than a few pixels stays a tap (a click).
 */
export function useCardDrag({ enabled, onStart, onDrop, onCancel }: Options) {
  const timelineRef = useRef<HTMLOListElement>(null);
  const pending = useRef<Pending | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragging = useRef(false);
  const endedAt = useRef(0);
  const callbacks = useRef({ onStart, onDrop, onCancel });
  callbacks.current = { onStart, onDrop, onCancel };

  const slotAt = useCallback((x: number, y: number): number | null => {
    const list = timelineRef.current;
    if (!list) return null;
    const box = list.getBoundingClientRect();
    if (x < box.left - 48 || x > box.right + 48 || y < box.top - 96 || y > box.bottom + 96) return null;
    let best: number | null = null;
    let distance = Infinity;
    for (const slot of list.querySelectorAll<HTMLElement>("[data-slot]")) {
      const rect = slot.getBoundingClientRect();
      const d = Math.abs(rect.top + rect.height / 2 - y);
      if (d < distance) {
        distance = d;
        best = Number(slot.dataset.slot);
      }
    }
    return best;
  }, []);

  const finish = useCallback((slot: number | null) => {
    const wasDragging = dragging.current;
    pending.current = null;
    dragging.current = false;
    setDrag(null);
    if (!wasDragging) return;
    endedAt.current = Date.now();
    if (slot === null) callbacks.current.onCancel();
    else callbacks.current.onDrop(slot);
  }, []);

  useEffect(() => {
    if (!drag) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        finish(null);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drag !== null, finish]); // eslint-disable-line react-hooks/exhaustive-deps -- only on drag start and end

  const handlers = {
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (!enabled || (event.pointerType === "mouse" && event.button !== 0)) return;
      const rect = event.currentTarget.getBoundingClientRect();
      pending.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        offsetX: event.clientX - rect.left,
        offsetY: event.clientY - rect.top,
        width: rect.width,
      };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      const press = pending.current;
      if (!press || press.pointerId !== event.pointerId) return;
      const { clientX: x, clientY: y } = event;
      if (!dragging.current) {
        if (Math.hypot(x - press.startX, y - press.startY) < dragThreshold) return;
        dragging.current = true;
        callbacks.current.onStart();
      }
      event.preventDefault();
      if (y < scrollEdge) window.scrollBy(0, -12);
      else if (y > window.innerHeight - scrollEdge) window.scrollBy(0, 12);
      setDrag({ x, y, slot: slotAt(x, y) });
    },
    onPointerUp(event: ReactPointerEvent<HTMLElement>) {
      if (pending.current?.pointerId !== event.pointerId) return;
      finish(dragging.current ? slotAt(event.clientX, event.clientY) : null);
    },
    onPointerCancel(event: ReactPointerEvent<HTMLElement>) {
      if (pending.current?.pointerId === event.pointerId) finish(null);
    },
  };

  const press = pending.current;
  const ghostStyle: CSSProperties | undefined =
    drag && press ? { left: drag.x - press.offsetX, top: drag.y - press.offsetY, width: press.width } : undefined;

  return {
    timelineRef,
    handlers,
    dragging: drag !== null,
    slot: drag?.slot ?? null,
    ghostStyle,
    /** True just after a drag ended, so the click that follows the pointer's release is not a tap. */
    justDragged: () => Date.now() - endedAt.current < 400,
  };
}
