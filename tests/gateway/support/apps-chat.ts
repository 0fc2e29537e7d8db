// The chat demo app's typed GraphQL documents (tests/gateway/apps-chat.test.ts).
import { graphql } from '../__generated__';

export const ChatsQuery = graphql(`
  query AppsChats($page: Int, $size: Int, $messagesSize: Int, $newestFirst: Boolean) {
    chats(page: $page, size: $size) {
      items {
        id
        muted
        unreadCount
        contact {
          name
        }
        messages(size: $messagesSize, newestFirst: $newestFirst) {
          items {
            value
            isMine
          }
          pagination {
            ...AppsPagination
          }
        }
      }
      pagination {
        ...AppsPagination
      }
    }
  }
`);
export const ChatQuery = graphql(`
  query AppsChat($id: ID!) {
    chat(id: $id) {
      id
      lastMessage
    }
    chatProfile {
      id
      name
      email
      about
    }
  }
`);
export const ChatContactsQuery = graphql(`
  query AppsChatContacts($page: Int, $size: Int, $id: ID!) {
    chatContacts(page: $page, size: $size) {
      items {
        id
        name
      }
      pagination {
        ...AppsPagination
      }
    }
    chatContact(id: $id) {
      details {
        company
        emails {
          email
        }
      }
      attachments {
        media
      }
    }
  }
`);
export const UpdateChatMutation = graphql(`
  mutation AppsUpdateChat($id: ID!, $input: ChatPatch!) {
    updateChat(id: $id, input: $input) {
      id
      muted
      unreadCount
      lastMessageAt
    }
  }
`);
export const SendChatMessageMutation = graphql(`
  mutation AppsSendChatMessage($chatId: ID!, $value: String!) {
    sendChatMessage(chatId: $chatId, value: $value) {
      message {
        chatId
        contactId
        value
        isMine
      }
      chat {
        lastMessage
        messages(size: 1, newestFirst: true) {
          items {
            value
          }
        }
      }
    }
  }
`);
