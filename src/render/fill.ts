/** Fills {name} placeholders in a label from YAML; unknown names stay as written, values are inserted literally (format counts first: src/render/numbers.ts). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
