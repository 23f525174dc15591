{
  "$schema": "https://swc.rs/schema.json",
  "jsc": {
    "parser": { "syntax": "typescript" },
    "target": "es2022"
  },
  "module": { "type": "commonjs" },
  "sourceMaps": true
}
