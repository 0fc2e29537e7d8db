import { graphql } from '../../__generated__';

/**
 * What the main menu renders of a navigation entry. One level of children: the gateway
 * limits query depth to 6, and the menu has no deeper nesting.
 */
export const MainMenu_item = graphql(`
  fragment MainMenu_item on NavigationItem {
    id
    type
    title
    icon
    link
    externalLink
    target
    disabled
    children {
      id
      type
      title
      icon
      link
      externalLink
      target
      disabled
    }
  }
`);
