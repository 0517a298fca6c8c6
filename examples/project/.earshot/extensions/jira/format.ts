// A helper: folders under .earshot/extensions are not extensions themselves.
export interface Ticket {
  key: string;
  title: string;
  status: "To do" | "In progress" | "Done";
}

export function formatTicket(t: Ticket): string {
  return `${t.key}: ${t.title} [${t.status}]`;
}
