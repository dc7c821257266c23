/**
 * axe-core in a journey's page. The page's CSP gives script-src a per-request nonce, so a
 * `<script>` tag (page.addScriptTag) would be refused, and `bypassCSP: true` would test a page
 * with its CSP switched off. Instead the source is evaluated through the DevTools protocol
 * (page.evaluate of a string), which CSP does not govern: the app runs under its real policy, and
 * axe is injected only into the document under test, after it has rendered.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const IMPACTS: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];

interface AxeFinding {
  readonly rule: string;
  readonly impact: Impact;
  readonly help: string;
  /** CSS selectors of the offending nodes (the first few). */
  readonly targets: readonly string[];
}

/** WCAG 2.0/2.1/2.2 A and AA plus axe's best practices (landmarks, one h1, region…). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs in the page (strings, not functions: see telegram-host.ts's PAGE_PROXY). Answers JSON so
 * Node gets plain data to check.
 */
const RUN_AXE = `(async () => {
  const results = await window.axe.run(document, {
    runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} },
    resultTypes: ['violations'],
  });
  return JSON.stringify(results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact || 'minor',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => {
      const check = node.any[0] || node.all[0] || node.none[0];
      return node.target.join(' ') + (check ? ' (' + check.message + ')' : '');
    }),
  })));
})()`;

/**
 * Form controls with no accessible name (axe's own name computation) or with none but their
 * placeholder: every input (but hidden ones), select and textarea that is rendered.
 */
const UNNAMED_CONTROLS = `(() => {
  const unnamed = [];
  // The name computation reads axe's virtual tree, which exists only between setup and teardown.
  window.axe.setup(document);
  for (const control of document.querySelectorAll('input, select, textarea')) {
    if (control.type === 'hidden') continue;
    if (control.closest('[hidden], [aria-hidden="true"], [inert]')) continue;
    // Not rendered (a closed panel, display:none up the tree): outside the accessibility tree.
    if (!control.checkVisibility({ visibilityProperty: true })) continue;
    const name = window.axe.commons.text.accessibleText(control).trim();
    // A placeholder alone names a control for axe, but vanishes once the user types: not a label.
    const labelled = (control.labels && control.labels.length > 0) ||
      ['aria-label', 'aria-labelledby', 'title'].some((attribute) => control.hasAttribute(attribute));
    if (name === '' || !labelled) unnamed.push(control.outerHTML.slice(0, 160));
  }
  window.axe.teardown();
  return JSON.stringify(unnamed);
})()`;

async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate('typeof window.axe === "object" && window.axe !== null');
  if (present !== true) await page.evaluate(axe.source);
}

function isImpact(value: unknown): value is Impact {
  return typeof value === 'string' && (IMPACTS as readonly string[]).includes(value);
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function parseFindings(json: unknown): AxeFinding[] {
  const parsed: unknown = JSON.parse(String(json));
  if (!Array.isArray(parsed)) throw new Error('axe answered no list of violations');
  return parsed.map((item: unknown): AxeFinding => {
    const impact = field(item, 'impact');
    const targets = field(item, 'targets');
    return {
      rule: String(field(item, 'rule')),
      impact: isImpact(impact) ? impact : 'minor',
      help: String(field(item, 'help')),
      targets: Array.isArray(targets) ? targets.map(String) : [],
    };
  });
}

/** axe's violations of the page as it is now. */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  await ensureAxe(page);
  return parseFindings(await page.evaluate(RUN_AXE));
}

/** The outer HTML (cut short) of every visible form control without an accessible name. */
export async function unnamedControls(page: Page): Promise<string[]> {
  await ensureAxe(page);
  const parsed: unknown = JSON.parse(String(await page.evaluate(UNNAMED_CONTROLS)));
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** Serious and critical findings, one line each, for an assertion message that names them. */
export function blocking(findings: readonly AxeFinding[]): string[] {
  return findings
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => `${finding.impact} ${finding.rule}: ${finding.help} — ${finding.targets.join(' | ')}`);
}

/** Counts of findings (rules × screens) by impact, accumulated over a sweep. */
export class AxeTally {
  readonly counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  readonly rules = new Map<string, number>();
  screens = 0;

  add(findings: readonly AxeFinding[]): void {
    this.screens += 1;
    for (const finding of findings) {
      this.counts[finding.impact] += 1;
      const key = `${finding.impact} ${finding.rule}`;
      this.rules.set(key, (this.rules.get(key) ?? 0) + 1);
    }
  }

  summary(): string {
    const byImpact = IMPACTS.map((impact) => `${impact} ${this.counts[impact]}`).join(', ');
    const rules = [...this.rules.entries()].map(([rule, count]) => `${rule} ×${count}`).join('; ');
    return `axe: ${this.screens} checks; ${byImpact}${rules ? ` (${rules})` : ''}`;
  }
}
