// Files bundled as text (scripts/build.mjs's raw-text plugin; vitest reads `?raw` natively).
declare module '*?raw' {
  const text: string;
  export default text;
}
