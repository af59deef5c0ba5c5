import { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) turn into message ids at build time; Babel runs only
 * on the files that import them, the rest stays with Vite's own transform.
 */
export const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(?:react|core)\/macro/ } },
});
