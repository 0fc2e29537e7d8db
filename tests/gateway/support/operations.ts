// Every typed GraphQL operation of the suite. After changing one, run `npm run codegen`.
import { graphql } from '../__generated__';

export const HealthQuery = graphql(`
  query TestHealth {
    health
  }
`);

export const MeQuery = graphql(`
  query TestMe {
    me {
      id
      name
      email
      avatar
      status
      permissions
      roles
      farms {
        id
      }
    }
  }
`);

export const FarmsQuery = graphql(`
  query TestFarms {
    farms {
      id
      name
      reference
      location
      city {
        name
      }
    }
  }
`);

export const FarmQuery = graphql(`
  query TestFarm($id: ID!) {
    farm(id: $id) {
      id
      name
      reference
      location
      city {
        name
      }
    }
  }
`);

export const NavigationQuery = graphql(`
  query TestNavigation {
    navigation {
      compact {
        id
        type
        title
        icon
        link
      }
      default {
        id
        type
        title
        icon
        link
      }
      futuristic {
        id
        type
        title
        icon
        link
      }
      horizontal {
        id
        type
        title
        icon
        link
      }
    }
  }
`);

export const LanguagesQuery = graphql(`
  query TestLanguages {
    languages {
      id
      label
      direction
    }
  }
`);

export const NotificationsQuery = graphql(`
  query TestNotifications($farmId: ID) {
    notifications(farmId: $farmId) {
      id
      farmId
      icon
      image
      title
      description
      time
      link
      useRouter
      read
      messageKey
      messageParams
    }
  }
`);

export const MessagesQuery = graphql(`
  query TestMessages($farmId: ID) {
    messages(farmId: $farmId) {
      id
      farmId
      image
      title
      description
      time
      link
      useRouter
      read
    }
  }
`);

export const ShortcutsQuery = graphql(`
  query TestShortcuts {
    shortcuts {
      id
      label
      description
      icon
      link
      useRouter
    }
  }
`);

// --- auth -------------------------------------------------------------------------------

export const SignInMutation = graphql(`
  mutation TestSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      accessToken
      tokenType
      user {
        id
        name
        email
        avatar
        status
        permissions
        roles
        farms {
          id
        }
      }
    }
  }
`);

export const SignInWithTokenMutation = graphql(`
  mutation TestSignInWithToken($accessToken: String!) {
    signInWithToken(accessToken: $accessToken) {
      accessToken
      tokenType
      user {
        id
        email
        farms {
          id
        }
      }
    }
  }
`);

export const UnlockSessionMutation = graphql(`
  mutation TestUnlockSession($email: String!, $password: String!) {
    unlockSession(email: $email, password: $password) {
      accessToken
      tokenType
      user {
        id
        email
      }
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation TestSignUp($input: SignUpInput!) {
    signUp(input: $input)
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation TestForgotPassword($email: EmailAddress!) {
    forgotPassword(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation TestResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const UpdateMeMutation = graphql(`
  mutation TestUpdateMe($input: UpdateMeInput!) {
    updateMe(input: $input) {
      id
      name
      avatar
      status
    }
  }
`);

// --- notifications ----------------------------------------------------------------------

export const CreateNotificationMutation = graphql(`
  mutation TestCreateNotification($input: NotificationInput!) {
    createNotification(input: $input) {
      id
      farmId
      icon
      title
      description
      time
      link
      useRouter
      read
    }
  }
`);

export const UpdateNotificationMutation = graphql(`
  mutation TestUpdateNotification($id: ID!, $input: NotificationPatch!) {
    updateNotification(id: $id, input: $input) {
      id
      farmId
      icon
      title
      description
      link
      useRouter
      read
      messageKey
      messageParams
    }
  }
`);

export const DeleteNotificationMutation = graphql(`
  mutation TestDeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

export const ToggleNotificationReadMutation = graphql(`
  mutation TestToggleNotificationRead($id: ID!, $read: Boolean!) {
    toggleNotificationRead(id: $id, read: $read) {
      id
      read
    }
  }
`);

export const MarkAllNotificationsAsReadMutation = graphql(`
  mutation TestMarkAllNotificationsAsRead($farmId: ID) {
    markAllNotificationsAsRead(farmId: $farmId)
  }
`);

// --- messages ---------------------------------------------------------------------------

export const CreateMessageMutation = graphql(`
  mutation TestCreateMessage($input: MessageInput!) {
    createMessage(input: $input) {
      id
      farmId
      title
      description
      time
      link
      useRouter
      read
    }
  }
`);

export const UpdateMessageMutation = graphql(`
  mutation TestUpdateMessage($id: ID!, $input: MessagePatch!) {
    updateMessage(id: $id, input: $input) {
      id
      farmId
      title
      description
      link
      useRouter
      read
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation TestDeleteMessage($id: ID!) {
    deleteMessage(id: $id)
  }
`);

export const ToggleMessageReadMutation = graphql(`
  mutation TestToggleMessageRead($id: ID!, $read: Boolean!) {
    toggleMessageRead(id: $id, read: $read) {
      id
      read
    }
  }
`);

export const MarkAllMessagesAsReadMutation = graphql(`
  mutation TestMarkAllMessagesAsRead($farmId: ID) {
    markAllMessagesAsRead(farmId: $farmId)
  }
`);

// --- shortcuts --------------------------------------------------------------------------

export const CreateShortcutMutation = graphql(`
  mutation TestCreateShortcut($input: ShortcutInput!) {
    createShortcut(input: $input) {
      id
      label
      description
      icon
      link
      useRouter
    }
  }
`);

export const UpdateShortcutMutation = graphql(`
  mutation TestUpdateShortcut($id: ID!, $input: ShortcutPatch!) {
    updateShortcut(id: $id, input: $input) {
      id
      label
      description
      icon
      link
      useRouter
    }
  }
`);

export const DeleteShortcutMutation = graphql(`
  mutation TestDeleteShortcut($id: ID!) {
    deleteShortcut(id: $id)
  }
`);

// --- equipment --------------------------------------------------------------------------

export const EquipmentListQuery = graphql(`
  query TestEquipmentList($farmId: ID!, $filter: EquipmentFilter, $sort: EquipmentSort, $first: Int, $after: String) {
    equipmentList(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          farmId
          code
          name
          category
          make
          model
          serialNumber
          status
          criticality
          location
          meterUnit
          meterValue
          updatedAt
        }
      }
    }
  }
`);

export const EquipmentQuery = graphql(`
  query TestEquipment($id: ID!) {
    equipment(id: $id) {
      id
      farmId
      code
      name
      category
      make
      model
      serialNumber
      year
      status
      criticality
      location
      meterUnit
      meterValue
      purchaseDate
      purchaseCost
      warrantyEnd
      photoUrl
      notes
      createdAt
      updatedAt
      parent {
        id
        code
      }
      children {
        id
        code
      }
      readings {
        id
        value
        readAt
        recordedByName
      }
      compatibleParts {
        id
        partNumber
      }
      history {
        id
        action
        actorName
        at
        changes
      }
    }
  }
`);

export const CreateEquipmentMutation = graphql(`
  mutation TestCreateEquipment($input: CreateEquipmentInput!) {
    createEquipment(input: $input) {
      id
      farmId
      code
      name
      category
      make
      model
      serialNumber
      year
      status
      criticality
      location
      meterUnit
      meterValue
      purchaseDate
      purchaseCost
      warrantyEnd
      notes
      parent {
        id
      }
    }
  }
`);

export const UpdateEquipmentMutation = graphql(`
  mutation TestUpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {
    updateEquipment(id: $id, input: $input) {
      id
      code
      name
      status
      criticality
      location
      meterUnit
      meterValue
      parent {
        id
      }
    }
  }
`);

export const RetireEquipmentMutation = graphql(`
  mutation TestRetireEquipment($id: ID!) {
    retireEquipment(id: $id) {
      id
      status
    }
  }
`);

export const RecordMeterReadingMutation = graphql(`
  mutation TestRecordMeterReading($equipmentId: ID!, $value: Float!, $readAt: DateTime) {
    recordMeterReading(equipmentId: $equipmentId, value: $value, readAt: $readAt) {
      id
      value
      readAt
      recordedByName
    }
  }
`);

// --- spare parts ------------------------------------------------------------------------

export const SparePartsQuery = graphql(`
  query TestSpareParts($farmId: ID!, $filter: SparePartFilter, $sort: SparePartSort, $first: Int, $after: String) {
    spareParts(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      farmStockValue
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          farmId
          partNumber
          name
          category
          unit
          quantityOnHand
          minQuantity
          reorderQuantity
          unitCost
          stockValue
          lowStock
          storageLocation
          supplier
          updatedAt
        }
      }
    }
  }
`);

export const SparePartQuery = graphql(`
  query TestSparePart($id: ID!) {
    sparePart(id: $id) {
      id
      farmId
      partNumber
      name
      category
      unit
      quantityOnHand
      minQuantity
      reorderQuantity
      unitCost
      stockValue
      lowStock
      storageLocation
      supplier
      createdAt
      updatedAt
      compatibleEquipment {
        id
        code
      }
      movements {
        id
        type
        quantity
        unitCost
        balanceAfter
        note
        createdByName
        createdAt
      }
      history {
        id
        action
        actorName
        at
        changes
      }
    }
  }
`);

export const CreateSparePartMutation = graphql(`
  mutation TestCreateSparePart($input: CreateSparePartInput!) {
    createSparePart(input: $input) {
      id
      farmId
      partNumber
      name
      category
      unit
      quantityOnHand
      minQuantity
      reorderQuantity
      unitCost
      stockValue
      lowStock
      storageLocation
      supplier
      compatibleEquipment {
        id
      }
    }
  }
`);

export const UpdateSparePartMutation = graphql(`
  mutation TestUpdateSparePart($id: ID!, $input: UpdateSparePartInput!) {
    updateSparePart(id: $id, input: $input) {
      id
      partNumber
      name
      minQuantity
      unitCost
      quantityOnHand
      compatibleEquipment {
        id
      }
    }
  }
`);

export const ReceiveStockMutation = graphql(`
  mutation TestReceiveStock($partId: ID!, $quantity: Float!, $unitCost: Float, $note: String) {
    receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost, note: $note) {
      id
      quantityOnHand
      unitCost
      stockValue
      lowStock
    }
  }
`);

export const AdjustStockMutation = graphql(`
  mutation TestAdjustStock($partId: ID!, $quantity: Float!, $reason: String!) {
    adjustStock(partId: $partId, quantity: $quantity, reason: $reason) {
      id
      quantityOnHand
      unitCost
      lowStock
    }
  }
`);

export const IssueStockMutation = graphql(`
  mutation TestIssueStock($partId: ID!, $quantity: Float!, $note: String) {
    issueStock(partId: $partId, quantity: $quantity, note: $note) {
      id
      quantityOnHand
      lowStock
    }
  }
`);

export const FarmCurrenciesQuery = graphql(`
  query TestFarmCurrencies {
    farms {
      id
      currency
    }
  }
`);

export const UpdateFarmCurrencyMutation = graphql(`
  mutation TestUpdateFarmCurrency($farmId: ID!, $currency: String!) {
    updateFarmCurrency(farmId: $farmId, currency: $currency) {
      id
      currency
    }
  }
`);

export const AppConfigQuery = graphql(`
  query TestAppConfig {
    appConfig {
      publicUrl
    }
  }
`);
