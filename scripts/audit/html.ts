/**
 * html-validate (standard preset) on a page's HTML as the server sends it. Rules are switched off only with a
 * written reason, in {@link htmlValidateConfig}; none is at present.
 */
import { HtmlValidate, type ConfigData } from 'html-validate';

export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:standard'],
  rules: {},
};

const validator = new HtmlValidate(htmlValidateConfig);

/** "12:40 element-permitted-content: <style> element is not permitted…" for each error and warning. */
export async function validateHtml(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}
