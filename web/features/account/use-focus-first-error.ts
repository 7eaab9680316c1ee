/** Moves focus to the first field with an error, in form order, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && errors[el.name]) {
      el.focus();
      return;
    }
  }
}

export function formValues(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((n) => [n, String(data.get(n) ?? '')]));
}
