/** The conversation on screen: the case and the tracker it is with (its address: ChatPage's conversationParam). */
export interface OpenChat {
  seizureRequestId: number;
  userId: number;
}
