/** A contact inquiry as the store holds it: a New one from a visitor, with the fields given replaced. */
export function storedInquiry(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Visitor',
    email: 'visitor@example.in',
    phone: '',
    subject: 'Hello',
    message: 'Hello',
    status: 'New',
    createdAt: new Date(),
    ...fields,
  };
}
