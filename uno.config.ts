import { presetWind4 } from "@unocss/preset-wind4";
import type { UserConfig } from "@unocss/core";

export default {
  presets: [presetWind4({ dark: "class", preflights: { reset: true } })],
  theme: {
    font: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
} satisfies UserConfig;
