// ra-language-portuguese ships no types; it is a plain translation object.
declare module 'ra-language-portuguese' {
  const messages: Record<string, unknown>;
  export default messages;
}
