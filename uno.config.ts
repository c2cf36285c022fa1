import type { UserConfig } from "@unocss/core";
import { presetWind4, type Theme } from "@unocss/preset-wind4";

const config: UserConfig<Theme> = {
  presets: [presetWind4({ dark: "class", preflights: { reset: true } })],
  theme: {
    font: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
};

export default config;
