import { createStore, useStore } from '../../lib/store.ts';

/** State of the setup guide (spec §4 "Guide dialog") and of its congratulations carousel. */
export interface GuideState {
  /** The three-step guide dialog is open. */
  open: boolean;
  /** The congratulations carousel shown after 'done' is open. */
  carousel: boolean;
  /** Current step, 0-based. */
  step: number;
}

export const guideStore = createStore<GuideState>({ open: false, carousel: false, step: 0 });

export const useGuide = () => useStore(guideStore);

/** Opens the guide (any part of the console may call it, e.g. a help menu). */
export function openGuide(): void {
  guideStore.set((s) => ({ ...s, open: true, carousel: false }));
}

export function closeGuide(): void {
  guideStore.set((s) => ({ ...s, open: false }));
}

export function setGuideStep(step: number): void {
  guideStore.set((s) => ({ ...s, step }));
}

/** 'Done': back to the first step, close, and show the congratulations carousel. */
export function finishGuide(): void {
  guideStore.set({ open: false, carousel: true, step: 0 });
}

export function closeCarousel(): void {
  guideStore.set((s) => ({ ...s, carousel: false }));
}
