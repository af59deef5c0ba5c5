import { create } from 'zustand';

/**
 * Player settings (docs/product.md#player-controls), kept for the session across titles and
 * episodes.
 */
export const qualityOptions = ['auto', '1080p', '720p', '480p'] as const;
export const speedOptions = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type Quality = (typeof qualityOptions)[number];

interface PlayerPreferences {
  quality: Quality;
  speed: number;
  autoPlay: boolean;
  setQuality: (quality: Quality) => void;
  setSpeed: (speed: number) => void;
  toggleAutoPlay: () => void;
}

export const usePlayerPreferences = create<PlayerPreferences>()((set) => ({
  quality: 'auto',
  speed: 1,
  autoPlay: false,
  setQuality: (quality) => set({ quality }),
  setSpeed: (speed) => set({ speed }),
  toggleAutoPlay: () => set((state) => ({ autoPlay: !state.autoPlay })),
}));
