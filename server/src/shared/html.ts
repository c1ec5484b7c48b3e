/** Text made safe to put in HTML, between tags or in a quoted attribute (the server's pages and mails, the client's page head). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
