/** html-validate's standard preset on a page's HTML as served; a rule is switched off only with a written reason. */
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
