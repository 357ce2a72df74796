// The chat area (spec 000 §7 "Chat"; docs/chat.md).
export { chatInfo, countChats, listChats, pingChat } from './list';
export { listMessages } from './messages';
export { pollChats } from './poll';
export { sendMessage } from './send';
export { sendAsTracker } from './tracker';
export { conversationKey } from './shared';
export { answerExpiry, chatVersion, forgetChatVersions, matchingEtag, pollEtag } from './versions';
