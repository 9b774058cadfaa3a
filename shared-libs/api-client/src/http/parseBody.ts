/**
 * The answer's body: parsed JSON when it is JSON, whatever the Content-Type says, else the raw text
 * (an HTML error page from a proxy, `Too Many Requests`, or '' for an empty body).
 */
export function parseBody(text: string): unknown {
  if (text.trim() === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
