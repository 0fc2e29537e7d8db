/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query AppsAcademyCourses($page: Int, $size: Int, $category: String) {\n    academyCategories {\n      id\n      title\n      slug\n    }\n    courses(page: $page, size: $size, category: $category) {\n      items {\n        id\n        slug\n        category\n        totalSteps\n        progress {\n          currentStep\n          completed\n        }\n      }\n      pagination {\n        total\n        page\n        size\n        lastPage\n      }\n    }\n  }\n': typeof types.AppsAcademyCoursesDocument;
  '\n  query AppsAcademyCourse($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      progress {\n        currentStep\n        completed\n      }\n      steps {\n        order\n        title\n      }\n    }\n  }\n': typeof types.AppsAcademyCourseDocument;
  '\n  mutation AppsAcademySetProgress($id: ID!, $input: CourseProgressInput!) {\n    setCourseProgress(id: $id, input: $input) {\n      id\n      progress {\n        currentStep\n        completed\n      }\n    }\n  }\n': typeof types.AppsAcademySetProgressDocument;
  '\n  query AppsContactsPage($query: String, $page: Int, $size: Int) {\n    contacts(query: $query, page: $page, size: $size) {\n      items {\n        id\n        name\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n': typeof types.AppsContactsPageDocument;
  '\n  query AppsCountries($lang: CountryNameLanguage) {\n    countries(lang: $lang) {\n      iso\n      name\n      code\n    }\n  }\n': typeof types.AppsCountriesDocument;
  '\n  mutation AppsUpdateContact($id: ID!, $input: ContactPatch!) {\n    updateContact(id: $id, input: $input) {\n      id\n      name\n      company\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n    }\n  }\n': typeof types.AppsUpdateContactDocument;
  '\n  mutation AppsContactAvatar($id: ID!, $avatar: String!) {\n    updateContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n': typeof types.AppsContactAvatarDocument;
  '\n  mutation AppsCreateContact {\n    createContact {\n      id\n      name\n      emails {\n        email\n      }\n      job {\n        title\n        company\n      }\n      tags\n    }\n  }\n': typeof types.AppsCreateContactDocument;
  '\n  query AppsDashboards {\n    analyticsDashboard {\n      visitors {\n        series {\n          thisYear {\n            name\n            data {\n              x\n              y\n            }\n          }\n        }\n      }\n      gender {\n        uniqueVisitors\n        labels\n        series\n      }\n    }\n    cryptoDashboard {\n      btc {\n        amount\n        trend {\n          dir\n          amount\n        }\n      }\n      prices {\n        btc\n        eth\n      }\n      watchlist {\n        title\n        iso\n      }\n    }\n    financeDashboard {\n      budget {\n        expenses\n        expensesLimit\n      }\n      currentStatement {\n        status\n      }\n      recentTransactions {\n        id\n        transactionId\n        name\n        amount\n        status\n        date\n      }\n    }\n    projectDashboard {\n      githubIssues {\n        overview {\n          thisWeek {\n            newIssues\n            wontFix\n          }\n        }\n        series {\n          lastWeek {\n            name\n            type\n            data\n          }\n        }\n      }\n      schedule {\n        today {\n          title\n          time\n          location\n        }\n      }\n      budgetDetails {\n        rows {\n          id\n          type\n          total\n          expensesAmount\n          expensesPercentage\n          remainingAmount\n          remainingPercentage\n        }\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n      }\n    }\n  }\n': typeof types.AppsDashboardsDocument;
  '\n  query AppsActivities($page: Int, $size: Int) {\n    activities(page: $page, size: $size) {\n      items {\n        id\n        icon\n        image\n        description\n        date\n        extraContent\n        linkedContent\n        link\n        useRouter\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n': typeof types.AppsActivitiesDocument;
  '\n  query AppsFileManager($folderId: ID) {\n    fileManager(folderId: $folderId) {\n      folders {\n        name\n      }\n      files {\n        name\n        type\n      }\n      path {\n        id\n        name\n      }\n    }\n  }\n': typeof types.AppsFileManagerDocument;
  '\n  query AppsHelpCenterGuides($slug: String, $limit: Int) {\n    helpCenterGuides(slug: $slug, limit: $limit) {\n      slug\n      visibleGuides\n      totalGuides\n      guides {\n        slug\n      }\n    }\n    helpCenterFaqs(slug: $slug) {\n      slug\n      faqs {\n        id\n        question\n      }\n    }\n  }\n': typeof types.AppsHelpCenterGuidesDocument;
  '\n  query AppsHelpCenterGuide($categorySlug: String!, $guideSlug: String!) {\n    helpCenterGuide(categorySlug: $categorySlug, guideSlug: $guideSlug) {\n      slug\n      title\n      guides {\n        slug\n        title\n        content\n      }\n    }\n  }\n': typeof types.AppsHelpCenterGuideDocument;
  '\n  query AppsIconSet($set: String!) {\n    iconSet(set: $set) {\n      namespace\n      name\n      grid\n      list\n    }\n    iconSetNames\n  }\n': typeof types.AppsIconSetDocument;
  '\n  query AppsMails($folder: String, $filter: String, $label: String, $page: Int, $size: Int) {\n    mails(folder: $folder, filter: $filter, label: $label, page: $page, size: $size) {\n      items {\n        id\n        date\n        cc\n        ccCount\n        bccCount\n        labels\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n': typeof types.AppsMailsDocument;
  '\n  query AppsMailbox($id: ID!) {\n    mailboxSettings {\n      messageLayout\n    }\n    mailFolders {\n      slug\n      count\n    }\n    mailFilters {\n      slug\n    }\n    mailLabels {\n      slug\n      color\n    }\n    mail(id: $id) {\n      id\n      subject\n      ccCount\n      from {\n        contact\n      }\n    }\n  }\n': typeof types.AppsMailboxDocument;
  '\n  mutation AppsMailboxWrites($mailId: ID!, $mail: MailPatch!, $label: MailLabelInput!) {\n    updateMailboxSettings(input: { messageLayout: "full" }) {\n      messageLayout\n    }\n    updateMail(id: $mailId, input: $mail) {\n      id\n      starred\n      unread\n      folder\n      subject\n    }\n    createMailLabel(input: $label) {\n      id\n      title\n      slug\n      color\n    }\n  }\n': typeof types.AppsMailboxWritesDocument;
  '\n  mutation AppsMailLabelWrites($id: ID!, $input: MailLabelPatch!, $deleteId: ID!) {\n    updateMailLabel(id: $id, input: $input) {\n      slug\n      color\n    }\n    deleteMailLabel(id: $deleteId)\n  }\n': typeof types.AppsMailLabelWritesDocument;
  '\n  query AppsNotesPage($page: Int, $size: Int, $archived: Boolean) {\n    notes(page: $page, size: $size, archived: $archived) {\n      items {\n        id\n        title\n        archived\n        labels {\n          id\n          title\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n': typeof types.AppsNotesPageDocument;
  '\n  mutation AppsCreateNote($input: NoteInput!) {\n    createNote(input: $input) {\n      id\n      title\n      content\n      tasks {\n        id\n        content\n        completed\n      }\n      labels {\n        id\n        title\n      }\n      archived\n      createdAt\n    }\n  }\n': typeof types.AppsCreateNoteDocument;
  '\n  mutation AppsReplaceNote($id: ID!, $input: NoteInput!) {\n    replaceNote(id: $id, input: $input) {\n      id\n      title\n      content\n      archived\n    }\n  }\n': typeof types.AppsReplaceNoteDocument;
  '\n  mutation AppsNoteLabels($title: String!, $deleteId: ID!) {\n    createNoteLabel(title: $title) {\n      id\n      title\n    }\n    deleteNoteLabel(id: $deleteId) {\n      id\n    }\n  }\n': typeof types.AppsNoteLabelsDocument;
  '\n  query AppsGlobalSearch($query: String!, $lang: SearchLanguage) {\n    globalSearch(query: $query, lang: $lang) {\n      contacts {\n        link\n        value\n        contact {\n          id\n          name\n        }\n      }\n      pages {\n        link\n        value\n        page {\n          id\n          title\n        }\n      }\n      tasks {\n        link\n        value\n        titleHtml\n        task {\n          id\n          title\n          type\n        }\n      }\n    }\n  }\n': typeof types.AppsGlobalSearchDocument;
  '\n  query AppsTasksPage($page: Int, $size: Int) {\n    tasks(page: $page, size: $size) {\n      items {\n        id\n        type\n        title\n        order\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n': typeof types.AppsTasksPageDocument;
  '\n  query AppsSearchTasks($query: String!) {\n    searchTasks(query: $query) {\n      items {\n        id\n        title\n      }\n      pagination {\n        total\n      }\n    }\n  }\n': typeof types.AppsSearchTasksDocument;
  '\n  mutation AppsCreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      id\n      type\n      title\n      notes\n      completed\n      dueDate\n      priority\n      tags\n      order\n    }\n  }\n': typeof types.AppsCreateTaskDocument;
  '\n  mutation AppsUpdateTask($id: ID!, $input: TaskPatch!) {\n    updateTask(id: $id, input: $input) {\n      id\n      title\n      priority\n      completed\n      notes\n    }\n  }\n': typeof types.AppsUpdateTaskDocument;
  '\n  mutation AppsTaskTags($title: String!, $deleteId: ID!) {\n    createTaskTag(title: $title) {\n      id\n      title\n    }\n    deleteTaskTag(id: $deleteId)\n  }\n': typeof types.AppsTaskTagsDocument;
  '\n  mutation AppsReorderTasks($ids: [ID!]!) {\n    reorderTasks(ids: $ids) {\n      id\n      order\n    }\n  }\n': typeof types.AppsReorderTasksDocument;
  '\n  query TestDashboard($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      farmId\n      openByPriority {\n        type\n        priority\n        count\n      }\n      overdue {\n        type\n        count\n      }\n      completedThisMonth {\n        type\n        count\n      }\n      machinesDown {\n        equipment {\n          id\n          status\n        }\n        since\n      }\n      pendingRequests\n      lowStockParts\n      stockValue\n      currency\n      recentActivity {\n        id\n        entityType\n        label\n        actorName\n        at\n      }\n      ordersPerWeek {\n        weekStart\n        opened\n        completed\n      }\n      downtimeByMachine {\n        equipment {\n          id\n        }\n        hours\n      }\n    }\n  }\n': typeof types.TestDashboardDocument;
  '\n  query TestMyFarmRoles {\n    farms {\n      id\n      viewerRole\n    }\n  }\n': typeof types.TestMyFarmRolesDocument;
  '\n  query TestPartPlannedOn($id: ID!, $first: Int) {\n    sparePart(id: $id) {\n      id\n      reserved\n      plannedOn(first: $first) {\n        id\n        plannedQuantity\n        reservedQuantity\n        issuedQuantity\n        workOrder {\n          id\n          number\n          status\n        }\n      }\n      movements(first: 5) {\n        type\n        quantity\n        workOrder {\n          id\n          number\n        }\n      }\n    }\n  }\n': typeof types.TestPartPlannedOnDocument;
  '\n  query TestPlanning($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      weeklyCapacityHours\n      orders {\n        day\n        basis\n        order {\n          id\n          title\n        }\n      }\n      workload {\n        technician {\n          id\n        }\n        week\n        weekStart\n        estimatedHours\n        orderCount\n        capacityHours\n        overCapacity\n      }\n    }\n  }\n': typeof types.TestPlanningDocument;
  '\n  mutation TestReschedule($id: ID!, $input: RescheduleWorkOrderInput!) {\n    rescheduleWorkOrder(id: $id, input: $input) {\n      order {\n        id\n        scheduledStart\n        scheduledEnd\n        assignees {\n          id\n        }\n      }\n      previous {\n        scheduledStart\n        scheduledEnd\n        assigneeIds\n      }\n    }\n  }\n': typeof types.TestRescheduleDocument;
  '\n  mutation TestPlanningCapacity($farmId: ID!, $hours: Int!) {\n    setPlanningCapacity(farmId: $farmId, weeklyCapacityHours: $hours)\n  }\n': typeof types.TestPlanningCapacityDocument;
  '\n  query TestPlansDueSoonTile($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      plansDueSoon\n    }\n  }\n': typeof types.TestPlansDueSoonTileDocument;
  '\n  query TestPlansDueWithin($farmId: ID!, $days: Int, $after: String) {\n    maintenancePlans(farmId: $farmId, dueWithinDays: $days, first: 20, after: $after) {\n      totalCount\n      totalCountIsExact\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n': typeof types.TestPlansDueWithinDocument;
  '\n  query TestPlanForecasts($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      forecasts {\n        plan {\n          id\n        }\n        equipment {\n          id\n        }\n        dueDate\n        meter\n        breakIn\n        key\n        overdue\n        hasOpenOrder\n      }\n    }\n  }\n': typeof types.TestPlanForecastsDocument;
  '\n  query TestPlanLateness($orderId: ID!, $planId: ID!) {\n    workOrder(id: $orderId) {\n      id\n      status\n      dueDate\n      planDueDate\n      planLate\n    }\n    maintenancePlan(id: $planId) {\n      lateCount\n    }\n  }\n': typeof types.TestPlanLatenessDocument;
  '\n  query AppsChats($page: Int, $size: Int, $messagesSize: Int, $newestFirst: Boolean) {\n    chats(page: $page, size: $size) {\n      items {\n        id\n        muted\n        unreadCount\n        contact {\n          name\n        }\n        messages(size: $messagesSize, newestFirst: $newestFirst) {\n          items {\n            value\n            isMine\n          }\n          pagination {\n            ...AppsPagination\n          }\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n': typeof types.AppsChatsDocument;
  '\n  query AppsChat($id: ID!) {\n    chat(id: $id) {\n      id\n      lastMessage\n    }\n    chatProfile {\n      id\n      name\n      email\n      about\n    }\n  }\n': typeof types.AppsChatDocument;
  '\n  query AppsChatContacts($page: Int, $size: Int, $id: ID!) {\n    chatContacts(page: $page, size: $size) {\n      items {\n        id\n        name\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n    chatContact(id: $id) {\n      details {\n        company\n        emails {\n          email\n        }\n      }\n      attachments {\n        media\n      }\n    }\n  }\n': typeof types.AppsChatContactsDocument;
  '\n  mutation AppsUpdateChat($id: ID!, $input: ChatPatch!) {\n    updateChat(id: $id, input: $input) {\n      id\n      muted\n      unreadCount\n      lastMessageAt\n    }\n  }\n': typeof types.AppsUpdateChatDocument;
  '\n  mutation AppsSendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      message {\n        chatId\n        contactId\n        value\n        isMine\n      }\n      chat {\n        lastMessage\n        messages(size: 1, newestFirst: true) {\n          items {\n            value\n          }\n        }\n      }\n    }\n  }\n': typeof types.AppsSendChatMessageDocument;
  '\n  fragment AppsPagination on DemoPagination {\n    total\n    page\n    size\n    lastPage\n  }\n': typeof types.AppsPaginationFragmentDoc;
  '\n  query AppsInventoryProducts(\n    $search: String\n    $sort: InventoryProductSort\n    $order: SortDirection\n    $page: Int\n    $size: Int\n  ) {\n    inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {\n      products {\n        id\n        name\n        price\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n': typeof types.AppsInventoryProductsDocument;
  '\n  query AppsInventoryReference {\n    inventoryCategories {\n      name\n      slug\n      parentId\n    }\n    inventoryBrands {\n      name\n    }\n    inventoryVendors {\n      name\n    }\n    inventoryTags {\n      id\n      title\n    }\n  }\n': typeof types.AppsInventoryReferenceDocument;
  '\n  fragment AppsInventoryProductFields on InventoryProduct {\n    id\n    name\n    description\n    tags\n    sku\n    category\n    stock\n    price\n    thumbnail\n    images\n    active\n  }\n': typeof types.AppsInventoryProductFieldsFragmentDoc;
  '\n  mutation AppsCreateInventoryProduct {\n    createInventoryProduct {\n      ...AppsInventoryProductFields\n    }\n  }\n': typeof types.AppsCreateInventoryProductDocument;
  '\n  mutation AppsUpdateInventoryProduct($id: ID!, $input: InventoryProductPatch!) {\n    updateInventoryProduct(id: $id, input: $input) {\n      ...AppsInventoryProductFields\n    }\n  }\n': typeof types.AppsUpdateInventoryProductDocument;
  '\n  mutation AppsInventoryDeletes($product: ID!, $tag: ID!) {\n    deleteInventoryProduct(id: $product)\n    deleteInventoryTag(id: $tag)\n  }\n': typeof types.AppsInventoryDeletesDocument;
  '\n  mutation AppsInventoryTags($title: String!, $rename: String!, $id: ID!) {\n    createInventoryTag(title: $title) {\n      id\n      title\n    }\n    updateInventoryTag(id: $id, title: $rename) {\n      id\n      title\n    }\n  }\n': typeof types.AppsInventoryTagsDocument;
  '\n  query TestNotifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      farmId\n      icon\n      image\n      title\n      description\n      time\n      link\n      useRouter\n      read\n      messageKey\n      messageParams\n    }\n  }\n': typeof types.TestNotificationsDocument;
  '\n  query TestMessages($farmId: ID) {\n    messages(farmId: $farmId) {\n      id\n      farmId\n      image\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n': typeof types.TestMessagesDocument;
  '\n  query TestShortcuts {\n    shortcuts {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n': typeof types.TestShortcutsDocument;
  '\n  mutation TestCreateNotification($input: NotificationInput!) {\n    createNotification(input: $input) {\n      id\n      farmId\n      icon\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n': typeof types.TestCreateNotificationDocument;
  '\n  mutation TestUpdateNotification($id: ID!, $input: NotificationPatch!) {\n    updateNotification(id: $id, input: $input) {\n      id\n      farmId\n      icon\n      title\n      description\n      link\n      useRouter\n      read\n      messageKey\n      messageParams\n    }\n  }\n': typeof types.TestUpdateNotificationDocument;
  '\n  mutation TestDeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n': typeof types.TestDeleteNotificationDocument;
  '\n  mutation TestToggleNotificationRead($id: ID!, $read: Boolean!) {\n    toggleNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n': typeof types.TestToggleNotificationReadDocument;
  '\n  mutation TestMarkAllNotificationsAsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n': typeof types.TestMarkAllNotificationsAsReadDocument;
  '\n  mutation TestCreateMessage($input: MessageInput!) {\n    createMessage(input: $input) {\n      id\n      farmId\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n': typeof types.TestCreateMessageDocument;
  '\n  mutation TestUpdateMessage($id: ID!, $input: MessagePatch!) {\n    updateMessage(id: $id, input: $input) {\n      id\n      farmId\n      title\n      description\n      link\n      useRouter\n      read\n    }\n  }\n': typeof types.TestUpdateMessageDocument;
  '\n  mutation TestDeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n': typeof types.TestDeleteMessageDocument;
  '\n  mutation TestToggleMessageRead($id: ID!, $read: Boolean!) {\n    toggleMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n': typeof types.TestToggleMessageReadDocument;
  '\n  mutation TestMarkAllMessagesAsRead($farmId: ID) {\n    markAllMessagesAsRead(farmId: $farmId)\n  }\n': typeof types.TestMarkAllMessagesAsReadDocument;
  '\n  mutation TestCreateShortcut($input: ShortcutInput!) {\n    createShortcut(input: $input) {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n': typeof types.TestCreateShortcutDocument;
  '\n  mutation TestUpdateShortcut($id: ID!, $input: ShortcutPatch!) {\n    updateShortcut(id: $id, input: $input) {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n': typeof types.TestUpdateShortcutDocument;
  '\n  mutation TestDeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id)\n  }\n': typeof types.TestDeleteShortcutDocument;
  '\n  query TestEquipmentList($farmId: ID!, $filter: EquipmentFilter, $sort: EquipmentSort, $first: Int, $after: String) {\n    equipmentList(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          farmId\n          code\n          name\n          category\n          make\n          model\n          serialNumber\n          status\n          criticality\n          location\n          meterUnit\n          meterValue\n          updatedAt\n        }\n      }\n    }\n  }\n': typeof types.TestEquipmentListDocument;
  '\n  query TestEquipment($id: ID!) {\n    equipment(id: $id) {\n      id\n      farmId\n      code\n      name\n      category\n      make\n      model\n      serialNumber\n      year\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      purchaseDate\n      purchaseCost\n      warrantyEnd\n      photoUrl\n      notes\n      createdAt\n      updatedAt\n      parent {\n        id\n        code\n      }\n      children {\n        id\n        code\n      }\n      readings {\n        id\n        value\n        readAt\n        recordedByName\n      }\n      compatibleParts {\n        id\n        partNumber\n      }\n      history {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n': typeof types.TestEquipmentDocument;
  '\n  mutation TestCreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      id\n      farmId\n      code\n      name\n      category\n      make\n      model\n      serialNumber\n      year\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      purchaseDate\n      purchaseCost\n      warrantyEnd\n      notes\n      parent {\n        id\n      }\n    }\n  }\n': typeof types.TestCreateEquipmentDocument;
  '\n  mutation TestUpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      id\n      code\n      name\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      parent {\n        id\n      }\n    }\n  }\n': typeof types.TestUpdateEquipmentDocument;
  '\n  mutation TestRetireEquipment($id: ID!) {\n    retireEquipment(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.TestRetireEquipmentDocument;
  '\n  mutation TestRecordMeterReading($equipmentId: ID!, $value: Float!, $readAt: DateTime) {\n    recordMeterReading(equipmentId: $equipmentId, value: $value, readAt: $readAt) {\n      id\n      value\n      readAt\n      recordedByName\n    }\n  }\n': typeof types.TestRecordMeterReadingDocument;
  '\n  query TestSpareParts($farmId: ID!, $filter: SparePartFilter, $sort: SparePartSort, $first: Int, $after: String) {\n    spareParts(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      farmStockValue\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          farmId\n          partNumber\n          name\n          category\n          unit\n          quantityOnHand\n          minQuantity\n          reorderQuantity\n          unitCost\n          stockValue\n          lowStock\n          storageLocation\n          supplier\n          updatedAt\n        }\n      }\n    }\n  }\n': typeof types.TestSparePartsDocument;
  '\n  query TestSparePart($id: ID!) {\n    sparePart(id: $id) {\n      id\n      farmId\n      partNumber\n      name\n      category\n      unit\n      quantityOnHand\n      minQuantity\n      reorderQuantity\n      unitCost\n      stockValue\n      lowStock\n      storageLocation\n      supplier\n      createdAt\n      updatedAt\n      compatibleEquipment {\n        id\n        code\n      }\n      movements {\n        id\n        type\n        quantity\n        unitCost\n        balanceAfter\n        note\n        createdByName\n        createdAt\n      }\n      history {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n': typeof types.TestSparePartDocument;
  '\n  mutation TestCreateSparePart($input: CreateSparePartInput!) {\n    createSparePart(input: $input) {\n      id\n      farmId\n      partNumber\n      name\n      category\n      unit\n      quantityOnHand\n      minQuantity\n      reorderQuantity\n      unitCost\n      stockValue\n      lowStock\n      storageLocation\n      supplier\n      compatibleEquipment {\n        id\n      }\n    }\n  }\n': typeof types.TestCreateSparePartDocument;
  '\n  mutation TestUpdateSparePart($id: ID!, $input: UpdateSparePartInput!) {\n    updateSparePart(id: $id, input: $input) {\n      id\n      partNumber\n      name\n      minQuantity\n      unitCost\n      quantityOnHand\n      compatibleEquipment {\n        id\n      }\n    }\n  }\n': typeof types.TestUpdateSparePartDocument;
  '\n  mutation TestReceiveStock($partId: ID!, $quantity: Float!, $unitCost: Float, $note: String) {\n    receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost, note: $note) {\n      id\n      quantityOnHand\n      unitCost\n      stockValue\n      lowStock\n    }\n  }\n': typeof types.TestReceiveStockDocument;
  '\n  mutation TestAdjustStock($partId: ID!, $quantity: Float!, $reason: String!) {\n    adjustStock(partId: $partId, quantity: $quantity, reason: $reason) {\n      id\n      quantityOnHand\n      unitCost\n      lowStock\n    }\n  }\n': typeof types.TestAdjustStockDocument;
  '\n  mutation TestIssueStock($partId: ID!, $quantity: Float!, $note: String) {\n    issueStock(partId: $partId, quantity: $quantity, note: $note) {\n      id\n      quantityOnHand\n      lowStock\n    }\n  }\n': typeof types.TestIssueStockDocument;
  '\n  query TestFarmMembers($farmId: ID!, $filter: FarmMemberFilter, $first: Int, $after: String) {\n    farmMembers(farmId: $farmId, filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          farmId\n          userId\n          name\n          email\n          role\n          status\n          deactivatedAt\n          accountDeactivated\n          admin\n          lastSignInAt\n          joinedAt\n          labourRate {\n            hourlyRate\n            effectiveRate\n          }\n        }\n      }\n    }\n  }\n': typeof types.TestFarmMembersDocument;
  '\n  query TestFarmInvitations($farmId: ID!, $status: [InvitationStatus!]) {\n    farmInvitations(farmId: $farmId, status: $status, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          email\n          role\n          status\n          invitedByName\n          expiresAt\n          acceptedAt\n          revokedAt\n        }\n      }\n    }\n  }\n': typeof types.TestFarmInvitationsDocument;
  '\n  query TestInvitation($token: String!) {\n    invitation(token: $token) {\n      farmId\n      farmName\n      email\n      role\n      status\n      invitedByName\n      expiresAt\n      accountExists\n    }\n  }\n': typeof types.TestInvitationDocument;
  '\n  query TestUserAccounts($filter: UserAccountFilter, $first: Int, $after: String) {\n    userAccounts(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          email\n          admin\n          deactivated\n          lastSignInAt\n        }\n      }\n    }\n  }\n': typeof types.TestUserAccountsDocument;
  '\n  mutation TestInviteFarmMember($input: InviteFarmMemberInput!) {\n    inviteFarmMember(input: $input) {\n      id\n      farmId\n      email\n      role\n      status\n      invitedByName\n      createdAt\n      expiresAt\n    }\n  }\n': typeof types.TestInviteFarmMemberDocument;
  '\n  mutation TestRevokeFarmInvitation($farmId: ID!, $id: ID!) {\n    revokeFarmInvitation(farmId: $farmId, id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n': typeof types.TestRevokeFarmInvitationDocument;
  '\n  mutation TestAcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input) {\n      accessToken\n      user {\n        id\n        email\n        name\n        farms {\n          id\n        }\n      }\n    }\n  }\n': typeof types.TestAcceptInvitationDocument;
  '\n  mutation TestSetFarmMemberRole($farmId: ID!, $userId: ID!, $role: FarmRole!) {\n    setFarmMemberRole(farmId: $farmId, userId: $userId, role: $role) {\n      id\n      role\n      status\n    }\n  }\n': typeof types.TestSetFarmMemberRoleDocument;
  '\n  mutation TestDeactivateFarmMember($farmId: ID!, $userId: ID!) {\n    deactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      role\n      status\n      deactivatedAt\n    }\n  }\n': typeof types.TestDeactivateFarmMemberDocument;
  '\n  mutation TestReactivateFarmMember($farmId: ID!, $userId: ID!) {\n    reactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      role\n      status\n      deactivatedAt\n    }\n  }\n': typeof types.TestReactivateFarmMemberDocument;
  '\n  mutation TestSetUserAdmin($userId: ID!, $admin: Boolean!) {\n    setUserAdmin(userId: $userId, admin: $admin) {\n      id\n      admin\n    }\n  }\n': typeof types.TestSetUserAdminDocument;
  '\n  mutation TestSetAccountActive($userId: ID!, $active: Boolean!) {\n    setAccountActive(userId: $userId, active: $active) {\n      id\n      deactivated\n    }\n  }\n': typeof types.TestSetAccountActiveDocument;
  '\n  mutation TestCreateFarm($input: CreateFarmInput!) {\n    createFarm(input: $input) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n': typeof types.TestCreateFarmDocument;
  '\n  mutation TestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n': typeof types.TestChangePasswordDocument;
  '\n  query TestHealth {\n    health\n  }\n': typeof types.TestHealthDocument;
  '\n  query TestMe {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n      permissions\n      roles\n      farms {\n        id\n      }\n    }\n  }\n': typeof types.TestMeDocument;
  '\n  query TestFarms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n': typeof types.TestFarmsDocument;
  '\n  query TestFarm($id: ID!) {\n    farm(id: $id) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n': typeof types.TestFarmDocument;
  '\n  query TestNavigation {\n    navigation {\n      compact {\n        id\n        type\n        title\n        icon\n        link\n      }\n      default {\n        id\n        type\n        title\n        icon\n        link\n      }\n      futuristic {\n        id\n        type\n        title\n        icon\n        link\n      }\n      horizontal {\n        id\n        type\n        title\n        icon\n        link\n      }\n    }\n  }\n': typeof types.TestNavigationDocument;
  '\n  query TestLanguages {\n    languages {\n      id\n      label\n      direction\n    }\n  }\n': typeof types.TestLanguagesDocument;
  '\n  mutation TestSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      tokenType\n      user {\n        id\n        name\n        email\n        avatar\n        status\n        permissions\n        roles\n        farms {\n          id\n        }\n      }\n    }\n  }\n': typeof types.TestSignInDocument;
  '\n  mutation TestSignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      accessToken\n      tokenType\n      user {\n        id\n        email\n        farms {\n          id\n        }\n      }\n    }\n  }\n': typeof types.TestSignInWithTokenDocument;
  '\n  mutation TestUnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      accessToken\n      tokenType\n      user {\n        id\n        email\n      }\n    }\n  }\n': typeof types.TestUnlockSessionDocument;
  '\n  mutation TestSignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n': typeof types.TestSignUpDocument;
  '\n  mutation TestForgotPassword($email: EmailAddress!) {\n    forgotPassword(email: $email)\n  }\n': typeof types.TestForgotPasswordDocument;
  '\n  mutation TestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n': typeof types.TestResetPasswordDocument;
  '\n  mutation TestUpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      name\n      avatar\n      status\n    }\n  }\n': typeof types.TestUpdateMeDocument;
  '\n  query TestFarmCurrencies {\n    farms {\n      id\n      currency\n    }\n  }\n': typeof types.TestFarmCurrenciesDocument;
  '\n  mutation TestUpdateFarmCurrency($farmId: ID!, $currency: String!) {\n    updateFarmCurrency(farmId: $farmId, currency: $currency) {\n      id\n      currency\n    }\n  }\n': typeof types.TestUpdateFarmCurrencyDocument;
  '\n  query TestAppConfig {\n    appConfig {\n      publicUrl\n    }\n  }\n': typeof types.TestAppConfigDocument;
  '\n  query TestPartStock($id: ID!) {\n    sparePart(id: $id) {\n      id\n      partNumber\n      unit\n      quantityOnHand\n      reserved\n      available\n      minQuantity\n      lowStock\n      unitCost\n      movements {\n        type\n        quantity\n        unitCost\n        balanceAfter\n        createdAt\n        workOrder {\n          id\n        }\n      }\n    }\n  }\n': typeof types.TestPartStockDocument;
  '\n  query TestOrderParts($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      parts {\n        id\n        plannedQuantity\n        reservedQuantity\n        issuedQuantity\n        returnedQuantity\n        usedQuantity\n        cost\n        part {\n          id\n        }\n      }\n      cost {\n        parts\n        labour\n        total\n        currency\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n': typeof types.TestOrderPartsDocument;
  '\n  query TestOrderLabour($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      labour {\n        id\n        minutes\n        running\n        hourlyRate\n        cost\n        startedAt\n        endedAt\n        note\n        person {\n          id\n        }\n        workOrder {\n          id\n        }\n      }\n      cost {\n        parts\n        labour\n        total\n        currency\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n': typeof types.TestOrderLabourDocument;
  '\n  fragment TestWorkOrderPartFields on WorkOrderPart {\n    id\n    plannedQuantity\n    reservedQuantity\n    issuedQuantity\n    returnedQuantity\n    usedQuantity\n    cost\n  }\n': typeof types.TestWorkOrderPartFieldsFragmentDoc;
  '\n  mutation TestPlanPart($workOrderId: ID!, $input: PlanWorkOrderPartInput!) {\n    planWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n': typeof types.TestPlanPartDocument;
  '\n  mutation TestSetPlan($id: ID!, $quantity: Float!) {\n    setWorkOrderPartPlan(id: $id, quantity: $quantity) {\n      ...TestWorkOrderPartFields\n    }\n  }\n': typeof types.TestSetPlanDocument;
  '\n  mutation TestRemovePart($id: ID!) {\n    removeWorkOrderPart(id: $id)\n  }\n': typeof types.TestRemovePartDocument;
  '\n  mutation TestUsePart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    useWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n': typeof types.TestUsePartDocument;
  '\n  mutation TestReturnPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    returnWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n': typeof types.TestReturnPartDocument;
  '\n  fragment TestLabourEntryFields on LabourEntry {\n    id\n    minutes\n    running\n    hourlyRate\n    cost\n    startedAt\n    endedAt\n    note\n    person {\n      id\n    }\n  }\n': typeof types.TestLabourEntryFieldsFragmentDoc;
  '\n  mutation TestLogLabour($workOrderId: ID!, $input: LogLabourInput!) {\n    logLabour(workOrderId: $workOrderId, input: $input) {\n      ...TestLabourEntryFields\n    }\n  }\n': typeof types.TestLogLabourDocument;
  '\n  mutation TestStartTimer($workOrderId: ID!, $input: StartLabourTimerInput) {\n    startLabourTimer(workOrderId: $workOrderId, input: $input) {\n      ...TestLabourEntryFields\n    }\n  }\n': typeof types.TestStartTimerDocument;
  '\n  mutation TestStopTimer($id: ID!) {\n    stopLabourTimer(id: $id) {\n      ...TestLabourEntryFields\n    }\n  }\n': typeof types.TestStopTimerDocument;
  '\n  mutation TestDeleteLabour($id: ID!) {\n    deleteLabourEntry(id: $id)\n  }\n': typeof types.TestDeleteLabourDocument;
  '\n  query TestRunningTimer($farmId: ID!) {\n    runningLabourTimer(farmId: $farmId) {\n      id\n      workOrder {\n        id\n      }\n    }\n  }\n': typeof types.TestRunningTimerDocument;
  '\n  query TestLabourRates($farmId: ID!) {\n    labourRates(farmId: $farmId) {\n      role\n      hourlyRate\n      effectiveRate\n      person {\n        id\n      }\n    }\n    farm(id: $farmId) {\n      id\n      defaultHourlyRate\n    }\n  }\n': typeof types.TestLabourRatesDocument;
  '\n  mutation TestSetFarmRate($farmId: ID!, $rate: Float) {\n    setFarmDefaultHourlyRate(farmId: $farmId, rate: $rate) {\n      id\n      defaultHourlyRate\n    }\n  }\n': typeof types.TestSetFarmRateDocument;
  '\n  mutation TestSetMemberRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n      person {\n        id\n      }\n    }\n  }\n': typeof types.TestSetMemberRateDocument;
  '\n          mutation TestStockUp($partId: ID!, $quantity: Float!, $unitCost: Float) {\n            receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost) {\n              id\n            }\n          }\n        ': typeof types.TestStockUpDocument;
  '\n  fragment TestPlanFields on MaintenancePlan {\n    id\n    farmId\n    title\n    checklist\n    priority\n    leadDays\n    active\n    calendarEvery\n    calendarUnit\n    meterEvery\n    anchor\n    startDate\n    startMeter\n    equipment {\n      id\n    }\n    defaultAssignee {\n      id\n    }\n    lastDone {\n      date\n      meter\n      key\n    }\n    lastSkipped {\n      date\n      meter\n      key\n    }\n    nextDue {\n      date\n      meter\n      dueDate\n      dueNow\n      key\n    }\n    openOrder {\n      id\n    }\n  }\n': typeof types.TestPlanFieldsFragmentDoc;
  '\n  mutation TestCreatePlan($farmId: ID!, $input: MaintenancePlanInput!) {\n    createMaintenancePlan(farmId: $farmId, input: $input) {\n      ...TestPlanFields\n    }\n  }\n': typeof types.TestCreatePlanDocument;
  '\n  mutation TestUpdatePlan($id: ID!, $input: MaintenancePlanInput!) {\n    updateMaintenancePlan(id: $id, input: $input) {\n      ...TestPlanFields\n    }\n  }\n': typeof types.TestUpdatePlanDocument;
  '\n  mutation TestSetPlanActive($id: ID!, $active: Boolean!) {\n    setMaintenancePlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n': typeof types.TestSetPlanActiveDocument;
  '\n  mutation TestDeletePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n': typeof types.TestDeletePlanDocument;
  '\n  mutation TestRunPlanScheduler($farmId: ID!) {\n    runPlanScheduler(farmId: $farmId) {\n      opened\n      orders {\n        id\n        type\n        title\n        status\n        dueDate\n        planId\n        plan {\n          id\n        }\n        checklist {\n          text\n        }\n        assignees {\n          id\n        }\n      }\n    }\n  }\n': typeof types.TestRunPlanSchedulerDocument;
  '\n  query TestPlan($id: ID!) {\n    maintenancePlan(id: $id) {\n      ...TestPlanFields\n    }\n  }\n': typeof types.TestPlanDocument;
  '\n  query TestPlans($farmId: ID!, $equipmentId: ID, $active: Boolean) {\n    maintenancePlans(farmId: $farmId, equipmentId: $equipmentId, active: $active) {\n      totalCount\n      edges {\n        node {\n          id\n          title\n        }\n      }\n    }\n  }\n': typeof types.TestPlansDocument;
  '\n  query TestMachinePlans($id: ID!) {\n    equipment(id: $id) {\n      plans {\n        id\n      }\n    }\n  }\n': typeof types.TestMachinePlansDocument;
  '\n  query TestOrderPlan($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      planId\n      plan {\n        id\n        title\n      }\n    }\n  }\n': typeof types.TestOrderPlanDocument;
  '\n  query TestReports($farmId: ID!, $period: ReportPeriodInput!, $filter: ReportFilter, $top: Int) {\n    reports(farmId: $farmId, period: $period, filter: $filter) {\n      farmId from to timeZone periodStart periodEnd periodHours currency equipmentId category\n      reliability {\n        machines operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours availability\n        byMachine {\n          equipment { id code }\n          basis operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours availability\n        }\n      }\n      downtime {\n        totalHours\n        byMachine { equipment { id code } hours periods share }\n        byReason { reason hours periods share }\n      }\n      failurePareto {\n        failures\n        byProblem { failureCode { code label } failures share cumulativeShare }\n        byCause { failureCode { code label } failures share cumulativeShare }\n        byMachine { equipment { code } failures share cumulativeShare }\n      }\n      cost {\n        parts labour total labourHours\n        byMonth { month parts labour total labourHours }\n        byMachine { equipment { code } parts labour total labourHours purchaseCost shareOfPurchaseCost }\n        byCategory { category parts labour total labourHours }\n      }\n      pmCompliance {\n        due onTime late missed notYetDue compliance\n        exceptions { order { number title } dueDate outcome completedOn daysLate }\n      }\n      plannedVsReactive { byType { type completedOrders labourHours } plannedOrderShare plannedHourShare }\n      backlog { total cells { age priority count } }\n      partsConsumption(top: $top) {\n        parts issuedValue returnedValue netValue\n        top { part { partNumber } issued returned net netValue share }\n      }\n      stockValue { opening months { month at value } }\n    }\n  }\n': typeof types.TestReportsDocument;
  '\n  query TestRequestLink($id: ID!) {\n    equipment(id: $id) {\n      id\n      status\n      requestLink\n    }\n  }\n': typeof types.TestRequestLinkDocument;
  '\n  mutation TestRotateRequestToken($equipmentId: ID!) {\n    rotateRequestToken(equipmentId: $equipmentId) {\n      id\n      requestLink\n    }\n  }\n': typeof types.TestRotateRequestTokenDocument;
  '\n  fragment TestPhotoFields on Photo {\n    id\n    url\n    thumbnailUrl\n    createdAt\n    createdBy {\n      id\n    }\n  }\n': typeof types.TestPhotoFieldsFragmentDoc;
  '\n  fragment TestRequestFields on MaintenanceRequest {\n    id\n    farmId\n    status\n    description\n    machineStopped\n    reporterName\n    reporterPhone\n    declineReason\n    decidedAt\n    createdAt\n    decidedBy {\n      id\n    }\n    equipment {\n      id\n      code\n    }\n    photo {\n      ...TestPhotoFields\n    }\n    workOrder {\n      id\n    }\n  }\n': typeof types.TestRequestFieldsFragmentDoc;
  '\n  fragment TestRequestOrderFields on MaintenanceRequest {\n    workOrder {\n      id\n      type\n      title\n      description\n      priority\n      status\n      equipmentDown\n      failureAt\n      equipment {\n        id\n        status\n      }\n      assignees {\n        id\n      }\n      photos {\n        ...TestPhotoFields\n      }\n      maintenanceRequest {\n        id\n        reporterName\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n': typeof types.TestRequestOrderFieldsFragmentDoc;
  '\n  query TestMaintenanceRequests($farmId: ID!, $status: [MaintenanceRequestStatus!], $first: Int, $after: String) {\n    maintenanceRequests(farmId: $farmId, status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TestRequestFields\n        }\n      }\n    }\n  }\n': typeof types.TestMaintenanceRequestsDocument;
  '\n  query TestMaintenanceRequest($id: ID!) {\n    maintenanceRequest(id: $id) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n': typeof types.TestMaintenanceRequestDocument;
  '\n  mutation TestApproveRequest($id: ID!, $priority: WorkOrderPriority, $assigneeIds: [ID!]) {\n    approveMaintenanceRequest(id: $id, priority: $priority, assigneeIds: $assigneeIds) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n': typeof types.TestApproveRequestDocument;
  '\n  mutation TestDeclineRequest($id: ID!, $reason: String!) {\n    declineMaintenanceRequest(id: $id, reason: $reason) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n': typeof types.TestDeclineRequestDocument;
  '\n  query TestOrderNotes($id: ID!) {\n    workOrder(id: $id) {\n      id\n      photos {\n        ...TestPhotoFields\n      }\n      checklist {\n        id\n        photos {\n          id\n        }\n      }\n      comments {\n        id\n        body\n        createdAt\n        author {\n          id\n        }\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n': typeof types.TestOrderNotesDocument;
  '\n  mutation TestAttachPhoto($workOrderId: ID!, $photoId: ID!, $checklistItemId: ID) {\n    attachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId, checklistItemId: $checklistItemId) {\n      id\n      photos {\n        id\n      }\n    }\n  }\n': typeof types.TestAttachPhotoDocument;
  '\n  mutation TestDetachPhoto($workOrderId: ID!, $photoId: ID!) {\n    detachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId) {\n      id\n      photos {\n        id\n      }\n    }\n  }\n': typeof types.TestDetachPhotoDocument;
  '\n  mutation TestAddComment($workOrderId: ID!, $input: AddWorkOrderCommentInput!) {\n    addWorkOrderComment(workOrderId: $workOrderId, input: $input) {\n      id\n      body\n      author {\n        id\n      }\n    }\n  }\n': typeof types.TestAddCommentDocument;
  '\n  fragment AppsScrumboardCard on ScrumboardCard {\n    id\n    boardId\n    listId\n    position\n    title\n    description\n    dueDate\n    labels {\n      id\n      title\n    }\n  }\n': typeof types.AppsScrumboardCardFragmentDoc;
  '\n  query AppsScrumboards($page: Int, $size: Int) {\n    scrumboards(page: $page, size: $size) {\n      items {\n        id\n        title\n        members {\n          id\n          name\n        }\n        lists {\n          title\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n': typeof types.AppsScrumboardsDocument;
  '\n  query AppsScrumboard($id: ID!) {\n    scrumboard(id: $id) {\n      id\n      title\n      members {\n        id\n      }\n      lists {\n        id\n        title\n        position\n        cards {\n          ...AppsScrumboardCard\n        }\n      }\n      labels {\n        id\n        title\n      }\n    }\n  }\n': typeof types.AppsScrumboardDocument;
  '\n  query AppsScrumboardLabels($boardId: ID!) {\n    scrumboardLabels(boardId: $boardId) {\n      id\n      boardId\n      title\n    }\n  }\n': typeof types.AppsScrumboardLabelsDocument;
  '\n  mutation AppsScrumboardLists($input: ScrumboardListInput!, $lists: [ScrumboardListUpdate!]!) {\n    createScrumboardList(input: $input) {\n      id\n      position\n      cards {\n        id\n      }\n    }\n    updateScrumboardLists(lists: $lists) {\n      id\n      title\n      position\n    }\n  }\n': typeof types.AppsScrumboardListsDocument;
  '\n  mutation AppsScrumboardListEdits($id: ID!, $input: ScrumboardListPatch!, $deleteId: ID!) {\n    updateScrumboardList(id: $id, input: $input) {\n      id\n      title\n      cards {\n        id\n      }\n    }\n    deleteScrumboardList(id: $deleteId)\n  }\n': typeof types.AppsScrumboardListEditsDocument;
  '\n  mutation AppsScrumboardCards($input: ScrumboardCardInput!, $id: ID!, $patch: ScrumboardCardPatch!) {\n    createScrumboardCard(input: $input) {\n      ...AppsScrumboardCard\n    }\n    updateScrumboardCard(id: $id, input: $patch) {\n      ...AppsScrumboardCard\n    }\n  }\n': typeof types.AppsScrumboardCardsDocument;
  '\n  mutation AppsScrumboardCardBatches($cards: [ScrumboardCardUpdate!]!, $places: [ScrumboardCardPlace!]!) {\n    updateScrumboardCards(cards: $cards) {\n      id\n      position\n    }\n    updateScrumboardCardPositions(cards: $places) {\n      id\n      position\n    }\n  }\n': typeof types.AppsScrumboardCardBatchesDocument;
  '\n  mutation AppsScrumboardDeletes($cardId: ID!, $labelId: ID!) {\n    deleteScrumboardCard(id: $cardId)\n    deleteScrumboardLabel(id: $labelId)\n  }\n': typeof types.AppsScrumboardDeletesDocument;
  '\n  mutation AppsScrumboardLabelMutations($boardId: ID!, $title: String!) {\n    createScrumboardLabel(boardId: $boardId, title: $title) {\n      id\n      boardId\n      title\n    }\n  }\n': typeof types.AppsScrumboardLabelMutationsDocument;
  '\n  mutation AppsScrumboardRenameLabel($id: ID!, $title: String!) {\n    updateScrumboardLabel(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n': typeof types.AppsScrumboardRenameLabelDocument;
  '\n  mutation AppsScrumboardUpdateCard($id: ID!, $patch: ScrumboardCardPatch!) {\n    updateScrumboardCard(id: $id, input: $patch) {\n      id\n    }\n  }\n': typeof types.AppsScrumboardUpdateCardDocument;
  '\n  mutation AppsScrumboardUpdateCards($cards: [ScrumboardCardUpdate!]!) {\n    updateScrumboardCards(cards: $cards) {\n      id\n    }\n  }\n': typeof types.AppsScrumboardUpdateCardsDocument;
  '\n  query TestChecklist($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      checklist {\n        id\n        position\n        text\n        result\n        note\n        doneAt\n        doneBy {\n          id\n        }\n        correctiveOrder {\n          id\n          number\n        }\n      }\n    }\n  }\n': typeof types.TestChecklistDocument;
  '\n  mutation TestAddChecklistItem($workOrderId: ID!, $input: AddChecklistItemInput!) {\n    addChecklistItem(workOrderId: $workOrderId, input: $input) {\n      id\n      position\n      text\n      result\n    }\n  }\n': typeof types.TestAddChecklistItemDocument;
  '\n  mutation TestRemoveChecklistItem($id: ID!) {\n    removeChecklistItem(id: $id)\n  }\n': typeof types.TestRemoveChecklistItemDocument;
  '\n  mutation TestRecordChecklistResult($id: ID!, $result: ChecklistResult, $note: String) {\n    recordChecklistResult(id: $id, result: $result, note: $note) {\n      id\n      result\n      note\n      doneAt\n      doneBy {\n        id\n      }\n    }\n  }\n': typeof types.TestRecordChecklistResultDocument;
  '\n  mutation TestOpenCorrective($itemId: ID!, $input: OpenCorrectiveInput) {\n    openCorrectiveFromChecklistItem(itemId: $itemId, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n': typeof types.TestOpenCorrectiveDocument;
  '\n  query TestFailureCodes($farmId: ID!, $kind: FailureCodeKind, $includeInactive: Boolean) {\n    failureCodes(farmId: $farmId, kind: $kind, includeInactive: $includeInactive) {\n      id\n      farmId\n      kind\n      code\n      label\n      active\n    }\n  }\n': typeof types.TestFailureCodesDocument;
  '\n  mutation TestCreateFailureCode($input: CreateFailureCodeInput!) {\n    createFailureCode(input: $input) {\n      id\n      farmId\n      kind\n      code\n      label\n      active\n    }\n  }\n': typeof types.TestCreateFailureCodeDocument;
  '\n  mutation TestUpdateFailureCode($id: ID!, $input: UpdateFailureCodeInput!) {\n    updateFailureCode(id: $id, input: $input) {\n      id\n      label\n      active\n    }\n  }\n': typeof types.TestUpdateFailureCodeDocument;
  '\n  mutation TestRecordFailure($id: ID!, $input: WorkOrderFailureInput!) {\n    recordWorkOrderFailure(id: $id, input: $input) {\n      id\n      problem {\n        code\n      }\n      cause {\n        code\n      }\n      remedy {\n        code\n      }\n    }\n  }\n': typeof types.TestRecordFailureDocument;
  '\n  query TestDowntime($id: ID!) {\n    workOrder(id: $id) {\n      id\n      downtime {\n        id\n        startedAt\n        endedAt\n        reason\n        minutes\n      }\n    }\n  }\n': typeof types.TestDowntimeDocument;
  '\n  mutation TestAddDowntime($workOrderId: ID!, $input: DowntimeInput!) {\n    addDowntime(workOrderId: $workOrderId, input: $input) {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n': typeof types.TestAddDowntimeDocument;
  '\n  mutation TestUpdateDowntime($id: ID!, $input: UpdateDowntimeInput!) {\n    updateDowntime(id: $id, input: $input) {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n': typeof types.TestUpdateDowntimeDocument;
  '\n  mutation TestRemoveDowntime($id: ID!) {\n    removeDowntime(id: $id)\n  }\n': typeof types.TestRemoveDowntimeDocument;
  '\n  fragment TestWorkOrderFields on WorkOrder {\n    id\n    farmId\n    number\n    type\n    title\n    description\n    priority\n    status\n    dueDate\n    overdue\n    scheduledStart\n    scheduledEnd\n    estimatedMinutes\n    startedAt\n    completedAt\n    cancelledAt\n    cancelReason\n    holdReason\n    completionNotes\n    failureAt\n    equipmentDown\n    planId\n    viewerActions\n    updatedAt\n    equipment {\n      id\n      code\n      status\n      meterValue\n    }\n    assignees {\n      id\n      name\n    }\n    requester {\n      id\n      name\n    }\n    parent {\n      id\n      number\n    }\n  }\n': typeof types.TestWorkOrderFieldsFragmentDoc;
  '\n  query TestWorkOrder($id: ID!) {\n    workOrder(id: $id) {\n      ...TestWorkOrderFields\n      timeline {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n': typeof types.TestWorkOrderDocument;
  '\n  query TestWorkOrders($farmId: ID!, $filter: WorkOrderFilter, $sort: WorkOrderSort, $first: Int, $after: String) {\n    workOrders(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          number\n          title\n          status\n          priority\n          dueDate\n          overdue\n          updatedAt\n          equipment {\n            id\n            code\n          }\n          assignees {\n            id\n          }\n        }\n      }\n    }\n  }\n': typeof types.TestWorkOrdersDocument;
  '\n  query TestWorkOrderAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n': typeof types.TestWorkOrderAssigneesDocument;
  '\n  query TestMachineWorkOrders($id: ID!) {\n    equipment(id: $id) {\n      id\n      status\n      workOrders {\n        id\n        number\n        status\n      }\n    }\n  }\n': typeof types.TestMachineWorkOrdersDocument;
  '\n  mutation TestCreateWorkOrder($input: CreateWorkOrderInput!) {\n    createWorkOrder(input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n': typeof types.TestCreateWorkOrderDocument;
  '\n  mutation TestUpdateWorkOrder($id: ID!, $input: UpdateWorkOrderInput!) {\n    updateWorkOrder(id: $id, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n': typeof types.TestUpdateWorkOrderDocument;
  '\n  mutation TestAssignWorkOrder($id: ID!, $assigneeIds: [ID!]!) {\n    assignWorkOrder(id: $id, assigneeIds: $assigneeIds) {\n      ...TestWorkOrderFields\n    }\n  }\n': typeof types.TestAssignWorkOrderDocument;
  '\n  mutation TestStartWorkOrder($id: ID!) {\n    startWorkOrder(id: $id) {\n      ...TestWorkOrderFields\n    }\n  }\n': typeof types.TestStartWorkOrderDocument;
  '\n  mutation TestHoldWorkOrder($id: ID!, $reason: String) {\n    holdWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n': typeof types.TestHoldWorkOrderDocument;
  '\n  mutation TestResumeWorkOrder($id: ID!) {\n    resumeWorkOrder(id: $id) {\n      ...TestWorkOrderFields\n    }\n  }\n': typeof types.TestResumeWorkOrderDocument;
  '\n  mutation TestCompleteWorkOrder($id: ID!, $input: CompleteWorkOrderInput) {\n    completeWorkOrder(id: $id, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n': typeof types.TestCompleteWorkOrderDocument;
  '\n  mutation TestCancelWorkOrder($id: ID!, $reason: String!) {\n    cancelWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n': typeof types.TestCancelWorkOrderDocument;
  '\n  mutation TestReopenWorkOrder($id: ID!, $reason: String) {\n    reopenWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n': typeof types.TestReopenWorkOrderDocument;
  '\n  query TestLowParts($farmId: ID!) {\n    spareParts(farmId: $farmId, filter: { lowStock: true }, first: 100) {\n      edges {\n        node {\n          id\n          reserved\n          available\n          lowStock\n        }\n      }\n    }\n  }\n': typeof types.TestLowPartsDocument;
};
const documents: Documents = {
  '\n  query AppsAcademyCourses($page: Int, $size: Int, $category: String) {\n    academyCategories {\n      id\n      title\n      slug\n    }\n    courses(page: $page, size: $size, category: $category) {\n      items {\n        id\n        slug\n        category\n        totalSteps\n        progress {\n          currentStep\n          completed\n        }\n      }\n      pagination {\n        total\n        page\n        size\n        lastPage\n      }\n    }\n  }\n':
    types.AppsAcademyCoursesDocument,
  '\n  query AppsAcademyCourse($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      progress {\n        currentStep\n        completed\n      }\n      steps {\n        order\n        title\n      }\n    }\n  }\n':
    types.AppsAcademyCourseDocument,
  '\n  mutation AppsAcademySetProgress($id: ID!, $input: CourseProgressInput!) {\n    setCourseProgress(id: $id, input: $input) {\n      id\n      progress {\n        currentStep\n        completed\n      }\n    }\n  }\n':
    types.AppsAcademySetProgressDocument,
  '\n  query AppsContactsPage($query: String, $page: Int, $size: Int) {\n    contacts(query: $query, page: $page, size: $size) {\n      items {\n        id\n        name\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n':
    types.AppsContactsPageDocument,
  '\n  query AppsCountries($lang: CountryNameLanguage) {\n    countries(lang: $lang) {\n      iso\n      name\n      code\n    }\n  }\n':
    types.AppsCountriesDocument,
  '\n  mutation AppsUpdateContact($id: ID!, $input: ContactPatch!) {\n    updateContact(id: $id, input: $input) {\n      id\n      name\n      company\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n    }\n  }\n':
    types.AppsUpdateContactDocument,
  '\n  mutation AppsContactAvatar($id: ID!, $avatar: String!) {\n    updateContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n':
    types.AppsContactAvatarDocument,
  '\n  mutation AppsCreateContact {\n    createContact {\n      id\n      name\n      emails {\n        email\n      }\n      job {\n        title\n        company\n      }\n      tags\n    }\n  }\n':
    types.AppsCreateContactDocument,
  '\n  query AppsDashboards {\n    analyticsDashboard {\n      visitors {\n        series {\n          thisYear {\n            name\n            data {\n              x\n              y\n            }\n          }\n        }\n      }\n      gender {\n        uniqueVisitors\n        labels\n        series\n      }\n    }\n    cryptoDashboard {\n      btc {\n        amount\n        trend {\n          dir\n          amount\n        }\n      }\n      prices {\n        btc\n        eth\n      }\n      watchlist {\n        title\n        iso\n      }\n    }\n    financeDashboard {\n      budget {\n        expenses\n        expensesLimit\n      }\n      currentStatement {\n        status\n      }\n      recentTransactions {\n        id\n        transactionId\n        name\n        amount\n        status\n        date\n      }\n    }\n    projectDashboard {\n      githubIssues {\n        overview {\n          thisWeek {\n            newIssues\n            wontFix\n          }\n        }\n        series {\n          lastWeek {\n            name\n            type\n            data\n          }\n        }\n      }\n      schedule {\n        today {\n          title\n          time\n          location\n        }\n      }\n      budgetDetails {\n        rows {\n          id\n          type\n          total\n          expensesAmount\n          expensesPercentage\n          remainingAmount\n          remainingPercentage\n        }\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n      }\n    }\n  }\n':
    types.AppsDashboardsDocument,
  '\n  query AppsActivities($page: Int, $size: Int) {\n    activities(page: $page, size: $size) {\n      items {\n        id\n        icon\n        image\n        description\n        date\n        extraContent\n        linkedContent\n        link\n        useRouter\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n':
    types.AppsActivitiesDocument,
  '\n  query AppsFileManager($folderId: ID) {\n    fileManager(folderId: $folderId) {\n      folders {\n        name\n      }\n      files {\n        name\n        type\n      }\n      path {\n        id\n        name\n      }\n    }\n  }\n':
    types.AppsFileManagerDocument,
  '\n  query AppsHelpCenterGuides($slug: String, $limit: Int) {\n    helpCenterGuides(slug: $slug, limit: $limit) {\n      slug\n      visibleGuides\n      totalGuides\n      guides {\n        slug\n      }\n    }\n    helpCenterFaqs(slug: $slug) {\n      slug\n      faqs {\n        id\n        question\n      }\n    }\n  }\n':
    types.AppsHelpCenterGuidesDocument,
  '\n  query AppsHelpCenterGuide($categorySlug: String!, $guideSlug: String!) {\n    helpCenterGuide(categorySlug: $categorySlug, guideSlug: $guideSlug) {\n      slug\n      title\n      guides {\n        slug\n        title\n        content\n      }\n    }\n  }\n':
    types.AppsHelpCenterGuideDocument,
  '\n  query AppsIconSet($set: String!) {\n    iconSet(set: $set) {\n      namespace\n      name\n      grid\n      list\n    }\n    iconSetNames\n  }\n':
    types.AppsIconSetDocument,
  '\n  query AppsMails($folder: String, $filter: String, $label: String, $page: Int, $size: Int) {\n    mails(folder: $folder, filter: $filter, label: $label, page: $page, size: $size) {\n      items {\n        id\n        date\n        cc\n        ccCount\n        bccCount\n        labels\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n':
    types.AppsMailsDocument,
  '\n  query AppsMailbox($id: ID!) {\n    mailboxSettings {\n      messageLayout\n    }\n    mailFolders {\n      slug\n      count\n    }\n    mailFilters {\n      slug\n    }\n    mailLabels {\n      slug\n      color\n    }\n    mail(id: $id) {\n      id\n      subject\n      ccCount\n      from {\n        contact\n      }\n    }\n  }\n':
    types.AppsMailboxDocument,
  '\n  mutation AppsMailboxWrites($mailId: ID!, $mail: MailPatch!, $label: MailLabelInput!) {\n    updateMailboxSettings(input: { messageLayout: "full" }) {\n      messageLayout\n    }\n    updateMail(id: $mailId, input: $mail) {\n      id\n      starred\n      unread\n      folder\n      subject\n    }\n    createMailLabel(input: $label) {\n      id\n      title\n      slug\n      color\n    }\n  }\n':
    types.AppsMailboxWritesDocument,
  '\n  mutation AppsMailLabelWrites($id: ID!, $input: MailLabelPatch!, $deleteId: ID!) {\n    updateMailLabel(id: $id, input: $input) {\n      slug\n      color\n    }\n    deleteMailLabel(id: $deleteId)\n  }\n':
    types.AppsMailLabelWritesDocument,
  '\n  query AppsNotesPage($page: Int, $size: Int, $archived: Boolean) {\n    notes(page: $page, size: $size, archived: $archived) {\n      items {\n        id\n        title\n        archived\n        labels {\n          id\n          title\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n':
    types.AppsNotesPageDocument,
  '\n  mutation AppsCreateNote($input: NoteInput!) {\n    createNote(input: $input) {\n      id\n      title\n      content\n      tasks {\n        id\n        content\n        completed\n      }\n      labels {\n        id\n        title\n      }\n      archived\n      createdAt\n    }\n  }\n':
    types.AppsCreateNoteDocument,
  '\n  mutation AppsReplaceNote($id: ID!, $input: NoteInput!) {\n    replaceNote(id: $id, input: $input) {\n      id\n      title\n      content\n      archived\n    }\n  }\n':
    types.AppsReplaceNoteDocument,
  '\n  mutation AppsNoteLabels($title: String!, $deleteId: ID!) {\n    createNoteLabel(title: $title) {\n      id\n      title\n    }\n    deleteNoteLabel(id: $deleteId) {\n      id\n    }\n  }\n':
    types.AppsNoteLabelsDocument,
  '\n  query AppsGlobalSearch($query: String!, $lang: SearchLanguage) {\n    globalSearch(query: $query, lang: $lang) {\n      contacts {\n        link\n        value\n        contact {\n          id\n          name\n        }\n      }\n      pages {\n        link\n        value\n        page {\n          id\n          title\n        }\n      }\n      tasks {\n        link\n        value\n        titleHtml\n        task {\n          id\n          title\n          type\n        }\n      }\n    }\n  }\n':
    types.AppsGlobalSearchDocument,
  '\n  query AppsTasksPage($page: Int, $size: Int) {\n    tasks(page: $page, size: $size) {\n      items {\n        id\n        type\n        title\n        order\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n':
    types.AppsTasksPageDocument,
  '\n  query AppsSearchTasks($query: String!) {\n    searchTasks(query: $query) {\n      items {\n        id\n        title\n      }\n      pagination {\n        total\n      }\n    }\n  }\n':
    types.AppsSearchTasksDocument,
  '\n  mutation AppsCreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      id\n      type\n      title\n      notes\n      completed\n      dueDate\n      priority\n      tags\n      order\n    }\n  }\n':
    types.AppsCreateTaskDocument,
  '\n  mutation AppsUpdateTask($id: ID!, $input: TaskPatch!) {\n    updateTask(id: $id, input: $input) {\n      id\n      title\n      priority\n      completed\n      notes\n    }\n  }\n':
    types.AppsUpdateTaskDocument,
  '\n  mutation AppsTaskTags($title: String!, $deleteId: ID!) {\n    createTaskTag(title: $title) {\n      id\n      title\n    }\n    deleteTaskTag(id: $deleteId)\n  }\n':
    types.AppsTaskTagsDocument,
  '\n  mutation AppsReorderTasks($ids: [ID!]!) {\n    reorderTasks(ids: $ids) {\n      id\n      order\n    }\n  }\n':
    types.AppsReorderTasksDocument,
  '\n  query TestDashboard($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      farmId\n      openByPriority {\n        type\n        priority\n        count\n      }\n      overdue {\n        type\n        count\n      }\n      completedThisMonth {\n        type\n        count\n      }\n      machinesDown {\n        equipment {\n          id\n          status\n        }\n        since\n      }\n      pendingRequests\n      lowStockParts\n      stockValue\n      currency\n      recentActivity {\n        id\n        entityType\n        label\n        actorName\n        at\n      }\n      ordersPerWeek {\n        weekStart\n        opened\n        completed\n      }\n      downtimeByMachine {\n        equipment {\n          id\n        }\n        hours\n      }\n    }\n  }\n':
    types.TestDashboardDocument,
  '\n  query TestMyFarmRoles {\n    farms {\n      id\n      viewerRole\n    }\n  }\n': types.TestMyFarmRolesDocument,
  '\n  query TestPartPlannedOn($id: ID!, $first: Int) {\n    sparePart(id: $id) {\n      id\n      reserved\n      plannedOn(first: $first) {\n        id\n        plannedQuantity\n        reservedQuantity\n        issuedQuantity\n        workOrder {\n          id\n          number\n          status\n        }\n      }\n      movements(first: 5) {\n        type\n        quantity\n        workOrder {\n          id\n          number\n        }\n      }\n    }\n  }\n':
    types.TestPartPlannedOnDocument,
  '\n  query TestPlanning($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      weeklyCapacityHours\n      orders {\n        day\n        basis\n        order {\n          id\n          title\n        }\n      }\n      workload {\n        technician {\n          id\n        }\n        week\n        weekStart\n        estimatedHours\n        orderCount\n        capacityHours\n        overCapacity\n      }\n    }\n  }\n':
    types.TestPlanningDocument,
  '\n  mutation TestReschedule($id: ID!, $input: RescheduleWorkOrderInput!) {\n    rescheduleWorkOrder(id: $id, input: $input) {\n      order {\n        id\n        scheduledStart\n        scheduledEnd\n        assignees {\n          id\n        }\n      }\n      previous {\n        scheduledStart\n        scheduledEnd\n        assigneeIds\n      }\n    }\n  }\n':
    types.TestRescheduleDocument,
  '\n  mutation TestPlanningCapacity($farmId: ID!, $hours: Int!) {\n    setPlanningCapacity(farmId: $farmId, weeklyCapacityHours: $hours)\n  }\n':
    types.TestPlanningCapacityDocument,
  '\n  query TestPlansDueSoonTile($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      plansDueSoon\n    }\n  }\n':
    types.TestPlansDueSoonTileDocument,
  '\n  query TestPlansDueWithin($farmId: ID!, $days: Int, $after: String) {\n    maintenancePlans(farmId: $farmId, dueWithinDays: $days, first: 20, after: $after) {\n      totalCount\n      totalCountIsExact\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n':
    types.TestPlansDueWithinDocument,
  '\n  query TestPlanForecasts($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      forecasts {\n        plan {\n          id\n        }\n        equipment {\n          id\n        }\n        dueDate\n        meter\n        breakIn\n        key\n        overdue\n        hasOpenOrder\n      }\n    }\n  }\n':
    types.TestPlanForecastsDocument,
  '\n  query TestPlanLateness($orderId: ID!, $planId: ID!) {\n    workOrder(id: $orderId) {\n      id\n      status\n      dueDate\n      planDueDate\n      planLate\n    }\n    maintenancePlan(id: $planId) {\n      lateCount\n    }\n  }\n':
    types.TestPlanLatenessDocument,
  '\n  query AppsChats($page: Int, $size: Int, $messagesSize: Int, $newestFirst: Boolean) {\n    chats(page: $page, size: $size) {\n      items {\n        id\n        muted\n        unreadCount\n        contact {\n          name\n        }\n        messages(size: $messagesSize, newestFirst: $newestFirst) {\n          items {\n            value\n            isMine\n          }\n          pagination {\n            ...AppsPagination\n          }\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n':
    types.AppsChatsDocument,
  '\n  query AppsChat($id: ID!) {\n    chat(id: $id) {\n      id\n      lastMessage\n    }\n    chatProfile {\n      id\n      name\n      email\n      about\n    }\n  }\n':
    types.AppsChatDocument,
  '\n  query AppsChatContacts($page: Int, $size: Int, $id: ID!) {\n    chatContacts(page: $page, size: $size) {\n      items {\n        id\n        name\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n    chatContact(id: $id) {\n      details {\n        company\n        emails {\n          email\n        }\n      }\n      attachments {\n        media\n      }\n    }\n  }\n':
    types.AppsChatContactsDocument,
  '\n  mutation AppsUpdateChat($id: ID!, $input: ChatPatch!) {\n    updateChat(id: $id, input: $input) {\n      id\n      muted\n      unreadCount\n      lastMessageAt\n    }\n  }\n':
    types.AppsUpdateChatDocument,
  '\n  mutation AppsSendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      message {\n        chatId\n        contactId\n        value\n        isMine\n      }\n      chat {\n        lastMessage\n        messages(size: 1, newestFirst: true) {\n          items {\n            value\n          }\n        }\n      }\n    }\n  }\n':
    types.AppsSendChatMessageDocument,
  '\n  fragment AppsPagination on DemoPagination {\n    total\n    page\n    size\n    lastPage\n  }\n':
    types.AppsPaginationFragmentDoc,
  '\n  query AppsInventoryProducts(\n    $search: String\n    $sort: InventoryProductSort\n    $order: SortDirection\n    $page: Int\n    $size: Int\n  ) {\n    inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {\n      products {\n        id\n        name\n        price\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n':
    types.AppsInventoryProductsDocument,
  '\n  query AppsInventoryReference {\n    inventoryCategories {\n      name\n      slug\n      parentId\n    }\n    inventoryBrands {\n      name\n    }\n    inventoryVendors {\n      name\n    }\n    inventoryTags {\n      id\n      title\n    }\n  }\n':
    types.AppsInventoryReferenceDocument,
  '\n  fragment AppsInventoryProductFields on InventoryProduct {\n    id\n    name\n    description\n    tags\n    sku\n    category\n    stock\n    price\n    thumbnail\n    images\n    active\n  }\n':
    types.AppsInventoryProductFieldsFragmentDoc,
  '\n  mutation AppsCreateInventoryProduct {\n    createInventoryProduct {\n      ...AppsInventoryProductFields\n    }\n  }\n':
    types.AppsCreateInventoryProductDocument,
  '\n  mutation AppsUpdateInventoryProduct($id: ID!, $input: InventoryProductPatch!) {\n    updateInventoryProduct(id: $id, input: $input) {\n      ...AppsInventoryProductFields\n    }\n  }\n':
    types.AppsUpdateInventoryProductDocument,
  '\n  mutation AppsInventoryDeletes($product: ID!, $tag: ID!) {\n    deleteInventoryProduct(id: $product)\n    deleteInventoryTag(id: $tag)\n  }\n':
    types.AppsInventoryDeletesDocument,
  '\n  mutation AppsInventoryTags($title: String!, $rename: String!, $id: ID!) {\n    createInventoryTag(title: $title) {\n      id\n      title\n    }\n    updateInventoryTag(id: $id, title: $rename) {\n      id\n      title\n    }\n  }\n':
    types.AppsInventoryTagsDocument,
  '\n  query TestNotifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      farmId\n      icon\n      image\n      title\n      description\n      time\n      link\n      useRouter\n      read\n      messageKey\n      messageParams\n    }\n  }\n':
    types.TestNotificationsDocument,
  '\n  query TestMessages($farmId: ID) {\n    messages(farmId: $farmId) {\n      id\n      farmId\n      image\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n':
    types.TestMessagesDocument,
  '\n  query TestShortcuts {\n    shortcuts {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n':
    types.TestShortcutsDocument,
  '\n  mutation TestCreateNotification($input: NotificationInput!) {\n    createNotification(input: $input) {\n      id\n      farmId\n      icon\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n':
    types.TestCreateNotificationDocument,
  '\n  mutation TestUpdateNotification($id: ID!, $input: NotificationPatch!) {\n    updateNotification(id: $id, input: $input) {\n      id\n      farmId\n      icon\n      title\n      description\n      link\n      useRouter\n      read\n      messageKey\n      messageParams\n    }\n  }\n':
    types.TestUpdateNotificationDocument,
  '\n  mutation TestDeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n':
    types.TestDeleteNotificationDocument,
  '\n  mutation TestToggleNotificationRead($id: ID!, $read: Boolean!) {\n    toggleNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n':
    types.TestToggleNotificationReadDocument,
  '\n  mutation TestMarkAllNotificationsAsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n':
    types.TestMarkAllNotificationsAsReadDocument,
  '\n  mutation TestCreateMessage($input: MessageInput!) {\n    createMessage(input: $input) {\n      id\n      farmId\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n':
    types.TestCreateMessageDocument,
  '\n  mutation TestUpdateMessage($id: ID!, $input: MessagePatch!) {\n    updateMessage(id: $id, input: $input) {\n      id\n      farmId\n      title\n      description\n      link\n      useRouter\n      read\n    }\n  }\n':
    types.TestUpdateMessageDocument,
  '\n  mutation TestDeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n': types.TestDeleteMessageDocument,
  '\n  mutation TestToggleMessageRead($id: ID!, $read: Boolean!) {\n    toggleMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n':
    types.TestToggleMessageReadDocument,
  '\n  mutation TestMarkAllMessagesAsRead($farmId: ID) {\n    markAllMessagesAsRead(farmId: $farmId)\n  }\n':
    types.TestMarkAllMessagesAsReadDocument,
  '\n  mutation TestCreateShortcut($input: ShortcutInput!) {\n    createShortcut(input: $input) {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n':
    types.TestCreateShortcutDocument,
  '\n  mutation TestUpdateShortcut($id: ID!, $input: ShortcutPatch!) {\n    updateShortcut(id: $id, input: $input) {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n':
    types.TestUpdateShortcutDocument,
  '\n  mutation TestDeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id)\n  }\n': types.TestDeleteShortcutDocument,
  '\n  query TestEquipmentList($farmId: ID!, $filter: EquipmentFilter, $sort: EquipmentSort, $first: Int, $after: String) {\n    equipmentList(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          farmId\n          code\n          name\n          category\n          make\n          model\n          serialNumber\n          status\n          criticality\n          location\n          meterUnit\n          meterValue\n          updatedAt\n        }\n      }\n    }\n  }\n':
    types.TestEquipmentListDocument,
  '\n  query TestEquipment($id: ID!) {\n    equipment(id: $id) {\n      id\n      farmId\n      code\n      name\n      category\n      make\n      model\n      serialNumber\n      year\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      purchaseDate\n      purchaseCost\n      warrantyEnd\n      photoUrl\n      notes\n      createdAt\n      updatedAt\n      parent {\n        id\n        code\n      }\n      children {\n        id\n        code\n      }\n      readings {\n        id\n        value\n        readAt\n        recordedByName\n      }\n      compatibleParts {\n        id\n        partNumber\n      }\n      history {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n':
    types.TestEquipmentDocument,
  '\n  mutation TestCreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      id\n      farmId\n      code\n      name\n      category\n      make\n      model\n      serialNumber\n      year\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      purchaseDate\n      purchaseCost\n      warrantyEnd\n      notes\n      parent {\n        id\n      }\n    }\n  }\n':
    types.TestCreateEquipmentDocument,
  '\n  mutation TestUpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      id\n      code\n      name\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      parent {\n        id\n      }\n    }\n  }\n':
    types.TestUpdateEquipmentDocument,
  '\n  mutation TestRetireEquipment($id: ID!) {\n    retireEquipment(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.TestRetireEquipmentDocument,
  '\n  mutation TestRecordMeterReading($equipmentId: ID!, $value: Float!, $readAt: DateTime) {\n    recordMeterReading(equipmentId: $equipmentId, value: $value, readAt: $readAt) {\n      id\n      value\n      readAt\n      recordedByName\n    }\n  }\n':
    types.TestRecordMeterReadingDocument,
  '\n  query TestSpareParts($farmId: ID!, $filter: SparePartFilter, $sort: SparePartSort, $first: Int, $after: String) {\n    spareParts(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      farmStockValue\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          farmId\n          partNumber\n          name\n          category\n          unit\n          quantityOnHand\n          minQuantity\n          reorderQuantity\n          unitCost\n          stockValue\n          lowStock\n          storageLocation\n          supplier\n          updatedAt\n        }\n      }\n    }\n  }\n':
    types.TestSparePartsDocument,
  '\n  query TestSparePart($id: ID!) {\n    sparePart(id: $id) {\n      id\n      farmId\n      partNumber\n      name\n      category\n      unit\n      quantityOnHand\n      minQuantity\n      reorderQuantity\n      unitCost\n      stockValue\n      lowStock\n      storageLocation\n      supplier\n      createdAt\n      updatedAt\n      compatibleEquipment {\n        id\n        code\n      }\n      movements {\n        id\n        type\n        quantity\n        unitCost\n        balanceAfter\n        note\n        createdByName\n        createdAt\n      }\n      history {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n':
    types.TestSparePartDocument,
  '\n  mutation TestCreateSparePart($input: CreateSparePartInput!) {\n    createSparePart(input: $input) {\n      id\n      farmId\n      partNumber\n      name\n      category\n      unit\n      quantityOnHand\n      minQuantity\n      reorderQuantity\n      unitCost\n      stockValue\n      lowStock\n      storageLocation\n      supplier\n      compatibleEquipment {\n        id\n      }\n    }\n  }\n':
    types.TestCreateSparePartDocument,
  '\n  mutation TestUpdateSparePart($id: ID!, $input: UpdateSparePartInput!) {\n    updateSparePart(id: $id, input: $input) {\n      id\n      partNumber\n      name\n      minQuantity\n      unitCost\n      quantityOnHand\n      compatibleEquipment {\n        id\n      }\n    }\n  }\n':
    types.TestUpdateSparePartDocument,
  '\n  mutation TestReceiveStock($partId: ID!, $quantity: Float!, $unitCost: Float, $note: String) {\n    receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost, note: $note) {\n      id\n      quantityOnHand\n      unitCost\n      stockValue\n      lowStock\n    }\n  }\n':
    types.TestReceiveStockDocument,
  '\n  mutation TestAdjustStock($partId: ID!, $quantity: Float!, $reason: String!) {\n    adjustStock(partId: $partId, quantity: $quantity, reason: $reason) {\n      id\n      quantityOnHand\n      unitCost\n      lowStock\n    }\n  }\n':
    types.TestAdjustStockDocument,
  '\n  mutation TestIssueStock($partId: ID!, $quantity: Float!, $note: String) {\n    issueStock(partId: $partId, quantity: $quantity, note: $note) {\n      id\n      quantityOnHand\n      lowStock\n    }\n  }\n':
    types.TestIssueStockDocument,
  '\n  query TestFarmMembers($farmId: ID!, $filter: FarmMemberFilter, $first: Int, $after: String) {\n    farmMembers(farmId: $farmId, filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          farmId\n          userId\n          name\n          email\n          role\n          status\n          deactivatedAt\n          accountDeactivated\n          admin\n          lastSignInAt\n          joinedAt\n          labourRate {\n            hourlyRate\n            effectiveRate\n          }\n        }\n      }\n    }\n  }\n':
    types.TestFarmMembersDocument,
  '\n  query TestFarmInvitations($farmId: ID!, $status: [InvitationStatus!]) {\n    farmInvitations(farmId: $farmId, status: $status, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          email\n          role\n          status\n          invitedByName\n          expiresAt\n          acceptedAt\n          revokedAt\n        }\n      }\n    }\n  }\n':
    types.TestFarmInvitationsDocument,
  '\n  query TestInvitation($token: String!) {\n    invitation(token: $token) {\n      farmId\n      farmName\n      email\n      role\n      status\n      invitedByName\n      expiresAt\n      accountExists\n    }\n  }\n':
    types.TestInvitationDocument,
  '\n  query TestUserAccounts($filter: UserAccountFilter, $first: Int, $after: String) {\n    userAccounts(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          email\n          admin\n          deactivated\n          lastSignInAt\n        }\n      }\n    }\n  }\n':
    types.TestUserAccountsDocument,
  '\n  mutation TestInviteFarmMember($input: InviteFarmMemberInput!) {\n    inviteFarmMember(input: $input) {\n      id\n      farmId\n      email\n      role\n      status\n      invitedByName\n      createdAt\n      expiresAt\n    }\n  }\n':
    types.TestInviteFarmMemberDocument,
  '\n  mutation TestRevokeFarmInvitation($farmId: ID!, $id: ID!) {\n    revokeFarmInvitation(farmId: $farmId, id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n':
    types.TestRevokeFarmInvitationDocument,
  '\n  mutation TestAcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input) {\n      accessToken\n      user {\n        id\n        email\n        name\n        farms {\n          id\n        }\n      }\n    }\n  }\n':
    types.TestAcceptInvitationDocument,
  '\n  mutation TestSetFarmMemberRole($farmId: ID!, $userId: ID!, $role: FarmRole!) {\n    setFarmMemberRole(farmId: $farmId, userId: $userId, role: $role) {\n      id\n      role\n      status\n    }\n  }\n':
    types.TestSetFarmMemberRoleDocument,
  '\n  mutation TestDeactivateFarmMember($farmId: ID!, $userId: ID!) {\n    deactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      role\n      status\n      deactivatedAt\n    }\n  }\n':
    types.TestDeactivateFarmMemberDocument,
  '\n  mutation TestReactivateFarmMember($farmId: ID!, $userId: ID!) {\n    reactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      role\n      status\n      deactivatedAt\n    }\n  }\n':
    types.TestReactivateFarmMemberDocument,
  '\n  mutation TestSetUserAdmin($userId: ID!, $admin: Boolean!) {\n    setUserAdmin(userId: $userId, admin: $admin) {\n      id\n      admin\n    }\n  }\n':
    types.TestSetUserAdminDocument,
  '\n  mutation TestSetAccountActive($userId: ID!, $active: Boolean!) {\n    setAccountActive(userId: $userId, active: $active) {\n      id\n      deactivated\n    }\n  }\n':
    types.TestSetAccountActiveDocument,
  '\n  mutation TestCreateFarm($input: CreateFarmInput!) {\n    createFarm(input: $input) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n':
    types.TestCreateFarmDocument,
  '\n  mutation TestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n':
    types.TestChangePasswordDocument,
  '\n  query TestHealth {\n    health\n  }\n': types.TestHealthDocument,
  '\n  query TestMe {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n      permissions\n      roles\n      farms {\n        id\n      }\n    }\n  }\n':
    types.TestMeDocument,
  '\n  query TestFarms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n':
    types.TestFarmsDocument,
  '\n  query TestFarm($id: ID!) {\n    farm(id: $id) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n':
    types.TestFarmDocument,
  '\n  query TestNavigation {\n    navigation {\n      compact {\n        id\n        type\n        title\n        icon\n        link\n      }\n      default {\n        id\n        type\n        title\n        icon\n        link\n      }\n      futuristic {\n        id\n        type\n        title\n        icon\n        link\n      }\n      horizontal {\n        id\n        type\n        title\n        icon\n        link\n      }\n    }\n  }\n':
    types.TestNavigationDocument,
  '\n  query TestLanguages {\n    languages {\n      id\n      label\n      direction\n    }\n  }\n':
    types.TestLanguagesDocument,
  '\n  mutation TestSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      tokenType\n      user {\n        id\n        name\n        email\n        avatar\n        status\n        permissions\n        roles\n        farms {\n          id\n        }\n      }\n    }\n  }\n':
    types.TestSignInDocument,
  '\n  mutation TestSignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      accessToken\n      tokenType\n      user {\n        id\n        email\n        farms {\n          id\n        }\n      }\n    }\n  }\n':
    types.TestSignInWithTokenDocument,
  '\n  mutation TestUnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      accessToken\n      tokenType\n      user {\n        id\n        email\n      }\n    }\n  }\n':
    types.TestUnlockSessionDocument,
  '\n  mutation TestSignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n': types.TestSignUpDocument,
  '\n  mutation TestForgotPassword($email: EmailAddress!) {\n    forgotPassword(email: $email)\n  }\n':
    types.TestForgotPasswordDocument,
  '\n  mutation TestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n':
    types.TestResetPasswordDocument,
  '\n  mutation TestUpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      name\n      avatar\n      status\n    }\n  }\n':
    types.TestUpdateMeDocument,
  '\n  query TestFarmCurrencies {\n    farms {\n      id\n      currency\n    }\n  }\n':
    types.TestFarmCurrenciesDocument,
  '\n  mutation TestUpdateFarmCurrency($farmId: ID!, $currency: String!) {\n    updateFarmCurrency(farmId: $farmId, currency: $currency) {\n      id\n      currency\n    }\n  }\n':
    types.TestUpdateFarmCurrencyDocument,
  '\n  query TestAppConfig {\n    appConfig {\n      publicUrl\n    }\n  }\n': types.TestAppConfigDocument,
  '\n  query TestPartStock($id: ID!) {\n    sparePart(id: $id) {\n      id\n      partNumber\n      unit\n      quantityOnHand\n      reserved\n      available\n      minQuantity\n      lowStock\n      unitCost\n      movements {\n        type\n        quantity\n        unitCost\n        balanceAfter\n        createdAt\n        workOrder {\n          id\n        }\n      }\n    }\n  }\n':
    types.TestPartStockDocument,
  '\n  query TestOrderParts($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      parts {\n        id\n        plannedQuantity\n        reservedQuantity\n        issuedQuantity\n        returnedQuantity\n        usedQuantity\n        cost\n        part {\n          id\n        }\n      }\n      cost {\n        parts\n        labour\n        total\n        currency\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n':
    types.TestOrderPartsDocument,
  '\n  query TestOrderLabour($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      labour {\n        id\n        minutes\n        running\n        hourlyRate\n        cost\n        startedAt\n        endedAt\n        note\n        person {\n          id\n        }\n        workOrder {\n          id\n        }\n      }\n      cost {\n        parts\n        labour\n        total\n        currency\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n':
    types.TestOrderLabourDocument,
  '\n  fragment TestWorkOrderPartFields on WorkOrderPart {\n    id\n    plannedQuantity\n    reservedQuantity\n    issuedQuantity\n    returnedQuantity\n    usedQuantity\n    cost\n  }\n':
    types.TestWorkOrderPartFieldsFragmentDoc,
  '\n  mutation TestPlanPart($workOrderId: ID!, $input: PlanWorkOrderPartInput!) {\n    planWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n':
    types.TestPlanPartDocument,
  '\n  mutation TestSetPlan($id: ID!, $quantity: Float!) {\n    setWorkOrderPartPlan(id: $id, quantity: $quantity) {\n      ...TestWorkOrderPartFields\n    }\n  }\n':
    types.TestSetPlanDocument,
  '\n  mutation TestRemovePart($id: ID!) {\n    removeWorkOrderPart(id: $id)\n  }\n': types.TestRemovePartDocument,
  '\n  mutation TestUsePart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    useWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n':
    types.TestUsePartDocument,
  '\n  mutation TestReturnPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    returnWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n':
    types.TestReturnPartDocument,
  '\n  fragment TestLabourEntryFields on LabourEntry {\n    id\n    minutes\n    running\n    hourlyRate\n    cost\n    startedAt\n    endedAt\n    note\n    person {\n      id\n    }\n  }\n':
    types.TestLabourEntryFieldsFragmentDoc,
  '\n  mutation TestLogLabour($workOrderId: ID!, $input: LogLabourInput!) {\n    logLabour(workOrderId: $workOrderId, input: $input) {\n      ...TestLabourEntryFields\n    }\n  }\n':
    types.TestLogLabourDocument,
  '\n  mutation TestStartTimer($workOrderId: ID!, $input: StartLabourTimerInput) {\n    startLabourTimer(workOrderId: $workOrderId, input: $input) {\n      ...TestLabourEntryFields\n    }\n  }\n':
    types.TestStartTimerDocument,
  '\n  mutation TestStopTimer($id: ID!) {\n    stopLabourTimer(id: $id) {\n      ...TestLabourEntryFields\n    }\n  }\n':
    types.TestStopTimerDocument,
  '\n  mutation TestDeleteLabour($id: ID!) {\n    deleteLabourEntry(id: $id)\n  }\n': types.TestDeleteLabourDocument,
  '\n  query TestRunningTimer($farmId: ID!) {\n    runningLabourTimer(farmId: $farmId) {\n      id\n      workOrder {\n        id\n      }\n    }\n  }\n':
    types.TestRunningTimerDocument,
  '\n  query TestLabourRates($farmId: ID!) {\n    labourRates(farmId: $farmId) {\n      role\n      hourlyRate\n      effectiveRate\n      person {\n        id\n      }\n    }\n    farm(id: $farmId) {\n      id\n      defaultHourlyRate\n    }\n  }\n':
    types.TestLabourRatesDocument,
  '\n  mutation TestSetFarmRate($farmId: ID!, $rate: Float) {\n    setFarmDefaultHourlyRate(farmId: $farmId, rate: $rate) {\n      id\n      defaultHourlyRate\n    }\n  }\n':
    types.TestSetFarmRateDocument,
  '\n  mutation TestSetMemberRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n      person {\n        id\n      }\n    }\n  }\n':
    types.TestSetMemberRateDocument,
  '\n          mutation TestStockUp($partId: ID!, $quantity: Float!, $unitCost: Float) {\n            receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost) {\n              id\n            }\n          }\n        ':
    types.TestStockUpDocument,
  '\n  fragment TestPlanFields on MaintenancePlan {\n    id\n    farmId\n    title\n    checklist\n    priority\n    leadDays\n    active\n    calendarEvery\n    calendarUnit\n    meterEvery\n    anchor\n    startDate\n    startMeter\n    equipment {\n      id\n    }\n    defaultAssignee {\n      id\n    }\n    lastDone {\n      date\n      meter\n      key\n    }\n    lastSkipped {\n      date\n      meter\n      key\n    }\n    nextDue {\n      date\n      meter\n      dueDate\n      dueNow\n      key\n    }\n    openOrder {\n      id\n    }\n  }\n':
    types.TestPlanFieldsFragmentDoc,
  '\n  mutation TestCreatePlan($farmId: ID!, $input: MaintenancePlanInput!) {\n    createMaintenancePlan(farmId: $farmId, input: $input) {\n      ...TestPlanFields\n    }\n  }\n':
    types.TestCreatePlanDocument,
  '\n  mutation TestUpdatePlan($id: ID!, $input: MaintenancePlanInput!) {\n    updateMaintenancePlan(id: $id, input: $input) {\n      ...TestPlanFields\n    }\n  }\n':
    types.TestUpdatePlanDocument,
  '\n  mutation TestSetPlanActive($id: ID!, $active: Boolean!) {\n    setMaintenancePlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n':
    types.TestSetPlanActiveDocument,
  '\n  mutation TestDeletePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n': types.TestDeletePlanDocument,
  '\n  mutation TestRunPlanScheduler($farmId: ID!) {\n    runPlanScheduler(farmId: $farmId) {\n      opened\n      orders {\n        id\n        type\n        title\n        status\n        dueDate\n        planId\n        plan {\n          id\n        }\n        checklist {\n          text\n        }\n        assignees {\n          id\n        }\n      }\n    }\n  }\n':
    types.TestRunPlanSchedulerDocument,
  '\n  query TestPlan($id: ID!) {\n    maintenancePlan(id: $id) {\n      ...TestPlanFields\n    }\n  }\n':
    types.TestPlanDocument,
  '\n  query TestPlans($farmId: ID!, $equipmentId: ID, $active: Boolean) {\n    maintenancePlans(farmId: $farmId, equipmentId: $equipmentId, active: $active) {\n      totalCount\n      edges {\n        node {\n          id\n          title\n        }\n      }\n    }\n  }\n':
    types.TestPlansDocument,
  '\n  query TestMachinePlans($id: ID!) {\n    equipment(id: $id) {\n      plans {\n        id\n      }\n    }\n  }\n':
    types.TestMachinePlansDocument,
  '\n  query TestOrderPlan($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      planId\n      plan {\n        id\n        title\n      }\n    }\n  }\n':
    types.TestOrderPlanDocument,
  '\n  query TestReports($farmId: ID!, $period: ReportPeriodInput!, $filter: ReportFilter, $top: Int) {\n    reports(farmId: $farmId, period: $period, filter: $filter) {\n      farmId from to timeZone periodStart periodEnd periodHours currency equipmentId category\n      reliability {\n        machines operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours availability\n        byMachine {\n          equipment { id code }\n          basis operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours availability\n        }\n      }\n      downtime {\n        totalHours\n        byMachine { equipment { id code } hours periods share }\n        byReason { reason hours periods share }\n      }\n      failurePareto {\n        failures\n        byProblem { failureCode { code label } failures share cumulativeShare }\n        byCause { failureCode { code label } failures share cumulativeShare }\n        byMachine { equipment { code } failures share cumulativeShare }\n      }\n      cost {\n        parts labour total labourHours\n        byMonth { month parts labour total labourHours }\n        byMachine { equipment { code } parts labour total labourHours purchaseCost shareOfPurchaseCost }\n        byCategory { category parts labour total labourHours }\n      }\n      pmCompliance {\n        due onTime late missed notYetDue compliance\n        exceptions { order { number title } dueDate outcome completedOn daysLate }\n      }\n      plannedVsReactive { byType { type completedOrders labourHours } plannedOrderShare plannedHourShare }\n      backlog { total cells { age priority count } }\n      partsConsumption(top: $top) {\n        parts issuedValue returnedValue netValue\n        top { part { partNumber } issued returned net netValue share }\n      }\n      stockValue { opening months { month at value } }\n    }\n  }\n':
    types.TestReportsDocument,
  '\n  query TestRequestLink($id: ID!) {\n    equipment(id: $id) {\n      id\n      status\n      requestLink\n    }\n  }\n':
    types.TestRequestLinkDocument,
  '\n  mutation TestRotateRequestToken($equipmentId: ID!) {\n    rotateRequestToken(equipmentId: $equipmentId) {\n      id\n      requestLink\n    }\n  }\n':
    types.TestRotateRequestTokenDocument,
  '\n  fragment TestPhotoFields on Photo {\n    id\n    url\n    thumbnailUrl\n    createdAt\n    createdBy {\n      id\n    }\n  }\n':
    types.TestPhotoFieldsFragmentDoc,
  '\n  fragment TestRequestFields on MaintenanceRequest {\n    id\n    farmId\n    status\n    description\n    machineStopped\n    reporterName\n    reporterPhone\n    declineReason\n    decidedAt\n    createdAt\n    decidedBy {\n      id\n    }\n    equipment {\n      id\n      code\n    }\n    photo {\n      ...TestPhotoFields\n    }\n    workOrder {\n      id\n    }\n  }\n':
    types.TestRequestFieldsFragmentDoc,
  '\n  fragment TestRequestOrderFields on MaintenanceRequest {\n    workOrder {\n      id\n      type\n      title\n      description\n      priority\n      status\n      equipmentDown\n      failureAt\n      equipment {\n        id\n        status\n      }\n      assignees {\n        id\n      }\n      photos {\n        ...TestPhotoFields\n      }\n      maintenanceRequest {\n        id\n        reporterName\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n':
    types.TestRequestOrderFieldsFragmentDoc,
  '\n  query TestMaintenanceRequests($farmId: ID!, $status: [MaintenanceRequestStatus!], $first: Int, $after: String) {\n    maintenanceRequests(farmId: $farmId, status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TestRequestFields\n        }\n      }\n    }\n  }\n':
    types.TestMaintenanceRequestsDocument,
  '\n  query TestMaintenanceRequest($id: ID!) {\n    maintenanceRequest(id: $id) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n':
    types.TestMaintenanceRequestDocument,
  '\n  mutation TestApproveRequest($id: ID!, $priority: WorkOrderPriority, $assigneeIds: [ID!]) {\n    approveMaintenanceRequest(id: $id, priority: $priority, assigneeIds: $assigneeIds) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n':
    types.TestApproveRequestDocument,
  '\n  mutation TestDeclineRequest($id: ID!, $reason: String!) {\n    declineMaintenanceRequest(id: $id, reason: $reason) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n':
    types.TestDeclineRequestDocument,
  '\n  query TestOrderNotes($id: ID!) {\n    workOrder(id: $id) {\n      id\n      photos {\n        ...TestPhotoFields\n      }\n      checklist {\n        id\n        photos {\n          id\n        }\n      }\n      comments {\n        id\n        body\n        createdAt\n        author {\n          id\n        }\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n':
    types.TestOrderNotesDocument,
  '\n  mutation TestAttachPhoto($workOrderId: ID!, $photoId: ID!, $checklistItemId: ID) {\n    attachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId, checklistItemId: $checklistItemId) {\n      id\n      photos {\n        id\n      }\n    }\n  }\n':
    types.TestAttachPhotoDocument,
  '\n  mutation TestDetachPhoto($workOrderId: ID!, $photoId: ID!) {\n    detachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId) {\n      id\n      photos {\n        id\n      }\n    }\n  }\n':
    types.TestDetachPhotoDocument,
  '\n  mutation TestAddComment($workOrderId: ID!, $input: AddWorkOrderCommentInput!) {\n    addWorkOrderComment(workOrderId: $workOrderId, input: $input) {\n      id\n      body\n      author {\n        id\n      }\n    }\n  }\n':
    types.TestAddCommentDocument,
  '\n  fragment AppsScrumboardCard on ScrumboardCard {\n    id\n    boardId\n    listId\n    position\n    title\n    description\n    dueDate\n    labels {\n      id\n      title\n    }\n  }\n':
    types.AppsScrumboardCardFragmentDoc,
  '\n  query AppsScrumboards($page: Int, $size: Int) {\n    scrumboards(page: $page, size: $size) {\n      items {\n        id\n        title\n        members {\n          id\n          name\n        }\n        lists {\n          title\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n':
    types.AppsScrumboardsDocument,
  '\n  query AppsScrumboard($id: ID!) {\n    scrumboard(id: $id) {\n      id\n      title\n      members {\n        id\n      }\n      lists {\n        id\n        title\n        position\n        cards {\n          ...AppsScrumboardCard\n        }\n      }\n      labels {\n        id\n        title\n      }\n    }\n  }\n':
    types.AppsScrumboardDocument,
  '\n  query AppsScrumboardLabels($boardId: ID!) {\n    scrumboardLabels(boardId: $boardId) {\n      id\n      boardId\n      title\n    }\n  }\n':
    types.AppsScrumboardLabelsDocument,
  '\n  mutation AppsScrumboardLists($input: ScrumboardListInput!, $lists: [ScrumboardListUpdate!]!) {\n    createScrumboardList(input: $input) {\n      id\n      position\n      cards {\n        id\n      }\n    }\n    updateScrumboardLists(lists: $lists) {\n      id\n      title\n      position\n    }\n  }\n':
    types.AppsScrumboardListsDocument,
  '\n  mutation AppsScrumboardListEdits($id: ID!, $input: ScrumboardListPatch!, $deleteId: ID!) {\n    updateScrumboardList(id: $id, input: $input) {\n      id\n      title\n      cards {\n        id\n      }\n    }\n    deleteScrumboardList(id: $deleteId)\n  }\n':
    types.AppsScrumboardListEditsDocument,
  '\n  mutation AppsScrumboardCards($input: ScrumboardCardInput!, $id: ID!, $patch: ScrumboardCardPatch!) {\n    createScrumboardCard(input: $input) {\n      ...AppsScrumboardCard\n    }\n    updateScrumboardCard(id: $id, input: $patch) {\n      ...AppsScrumboardCard\n    }\n  }\n':
    types.AppsScrumboardCardsDocument,
  '\n  mutation AppsScrumboardCardBatches($cards: [ScrumboardCardUpdate!]!, $places: [ScrumboardCardPlace!]!) {\n    updateScrumboardCards(cards: $cards) {\n      id\n      position\n    }\n    updateScrumboardCardPositions(cards: $places) {\n      id\n      position\n    }\n  }\n':
    types.AppsScrumboardCardBatchesDocument,
  '\n  mutation AppsScrumboardDeletes($cardId: ID!, $labelId: ID!) {\n    deleteScrumboardCard(id: $cardId)\n    deleteScrumboardLabel(id: $labelId)\n  }\n':
    types.AppsScrumboardDeletesDocument,
  '\n  mutation AppsScrumboardLabelMutations($boardId: ID!, $title: String!) {\n    createScrumboardLabel(boardId: $boardId, title: $title) {\n      id\n      boardId\n      title\n    }\n  }\n':
    types.AppsScrumboardLabelMutationsDocument,
  '\n  mutation AppsScrumboardRenameLabel($id: ID!, $title: String!) {\n    updateScrumboardLabel(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n':
    types.AppsScrumboardRenameLabelDocument,
  '\n  mutation AppsScrumboardUpdateCard($id: ID!, $patch: ScrumboardCardPatch!) {\n    updateScrumboardCard(id: $id, input: $patch) {\n      id\n    }\n  }\n':
    types.AppsScrumboardUpdateCardDocument,
  '\n  mutation AppsScrumboardUpdateCards($cards: [ScrumboardCardUpdate!]!) {\n    updateScrumboardCards(cards: $cards) {\n      id\n    }\n  }\n':
    types.AppsScrumboardUpdateCardsDocument,
  '\n  query TestChecklist($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      checklist {\n        id\n        position\n        text\n        result\n        note\n        doneAt\n        doneBy {\n          id\n        }\n        correctiveOrder {\n          id\n          number\n        }\n      }\n    }\n  }\n':
    types.TestChecklistDocument,
  '\n  mutation TestAddChecklistItem($workOrderId: ID!, $input: AddChecklistItemInput!) {\n    addChecklistItem(workOrderId: $workOrderId, input: $input) {\n      id\n      position\n      text\n      result\n    }\n  }\n':
    types.TestAddChecklistItemDocument,
  '\n  mutation TestRemoveChecklistItem($id: ID!) {\n    removeChecklistItem(id: $id)\n  }\n':
    types.TestRemoveChecklistItemDocument,
  '\n  mutation TestRecordChecklistResult($id: ID!, $result: ChecklistResult, $note: String) {\n    recordChecklistResult(id: $id, result: $result, note: $note) {\n      id\n      result\n      note\n      doneAt\n      doneBy {\n        id\n      }\n    }\n  }\n':
    types.TestRecordChecklistResultDocument,
  '\n  mutation TestOpenCorrective($itemId: ID!, $input: OpenCorrectiveInput) {\n    openCorrectiveFromChecklistItem(itemId: $itemId, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n':
    types.TestOpenCorrectiveDocument,
  '\n  query TestFailureCodes($farmId: ID!, $kind: FailureCodeKind, $includeInactive: Boolean) {\n    failureCodes(farmId: $farmId, kind: $kind, includeInactive: $includeInactive) {\n      id\n      farmId\n      kind\n      code\n      label\n      active\n    }\n  }\n':
    types.TestFailureCodesDocument,
  '\n  mutation TestCreateFailureCode($input: CreateFailureCodeInput!) {\n    createFailureCode(input: $input) {\n      id\n      farmId\n      kind\n      code\n      label\n      active\n    }\n  }\n':
    types.TestCreateFailureCodeDocument,
  '\n  mutation TestUpdateFailureCode($id: ID!, $input: UpdateFailureCodeInput!) {\n    updateFailureCode(id: $id, input: $input) {\n      id\n      label\n      active\n    }\n  }\n':
    types.TestUpdateFailureCodeDocument,
  '\n  mutation TestRecordFailure($id: ID!, $input: WorkOrderFailureInput!) {\n    recordWorkOrderFailure(id: $id, input: $input) {\n      id\n      problem {\n        code\n      }\n      cause {\n        code\n      }\n      remedy {\n        code\n      }\n    }\n  }\n':
    types.TestRecordFailureDocument,
  '\n  query TestDowntime($id: ID!) {\n    workOrder(id: $id) {\n      id\n      downtime {\n        id\n        startedAt\n        endedAt\n        reason\n        minutes\n      }\n    }\n  }\n':
    types.TestDowntimeDocument,
  '\n  mutation TestAddDowntime($workOrderId: ID!, $input: DowntimeInput!) {\n    addDowntime(workOrderId: $workOrderId, input: $input) {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n':
    types.TestAddDowntimeDocument,
  '\n  mutation TestUpdateDowntime($id: ID!, $input: UpdateDowntimeInput!) {\n    updateDowntime(id: $id, input: $input) {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n':
    types.TestUpdateDowntimeDocument,
  '\n  mutation TestRemoveDowntime($id: ID!) {\n    removeDowntime(id: $id)\n  }\n': types.TestRemoveDowntimeDocument,
  '\n  fragment TestWorkOrderFields on WorkOrder {\n    id\n    farmId\n    number\n    type\n    title\n    description\n    priority\n    status\n    dueDate\n    overdue\n    scheduledStart\n    scheduledEnd\n    estimatedMinutes\n    startedAt\n    completedAt\n    cancelledAt\n    cancelReason\n    holdReason\n    completionNotes\n    failureAt\n    equipmentDown\n    planId\n    viewerActions\n    updatedAt\n    equipment {\n      id\n      code\n      status\n      meterValue\n    }\n    assignees {\n      id\n      name\n    }\n    requester {\n      id\n      name\n    }\n    parent {\n      id\n      number\n    }\n  }\n':
    types.TestWorkOrderFieldsFragmentDoc,
  '\n  query TestWorkOrder($id: ID!) {\n    workOrder(id: $id) {\n      ...TestWorkOrderFields\n      timeline {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n':
    types.TestWorkOrderDocument,
  '\n  query TestWorkOrders($farmId: ID!, $filter: WorkOrderFilter, $sort: WorkOrderSort, $first: Int, $after: String) {\n    workOrders(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          number\n          title\n          status\n          priority\n          dueDate\n          overdue\n          updatedAt\n          equipment {\n            id\n            code\n          }\n          assignees {\n            id\n          }\n        }\n      }\n    }\n  }\n':
    types.TestWorkOrdersDocument,
  '\n  query TestWorkOrderAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n':
    types.TestWorkOrderAssigneesDocument,
  '\n  query TestMachineWorkOrders($id: ID!) {\n    equipment(id: $id) {\n      id\n      status\n      workOrders {\n        id\n        number\n        status\n      }\n    }\n  }\n':
    types.TestMachineWorkOrdersDocument,
  '\n  mutation TestCreateWorkOrder($input: CreateWorkOrderInput!) {\n    createWorkOrder(input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n':
    types.TestCreateWorkOrderDocument,
  '\n  mutation TestUpdateWorkOrder($id: ID!, $input: UpdateWorkOrderInput!) {\n    updateWorkOrder(id: $id, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n':
    types.TestUpdateWorkOrderDocument,
  '\n  mutation TestAssignWorkOrder($id: ID!, $assigneeIds: [ID!]!) {\n    assignWorkOrder(id: $id, assigneeIds: $assigneeIds) {\n      ...TestWorkOrderFields\n    }\n  }\n':
    types.TestAssignWorkOrderDocument,
  '\n  mutation TestStartWorkOrder($id: ID!) {\n    startWorkOrder(id: $id) {\n      ...TestWorkOrderFields\n    }\n  }\n':
    types.TestStartWorkOrderDocument,
  '\n  mutation TestHoldWorkOrder($id: ID!, $reason: String) {\n    holdWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n':
    types.TestHoldWorkOrderDocument,
  '\n  mutation TestResumeWorkOrder($id: ID!) {\n    resumeWorkOrder(id: $id) {\n      ...TestWorkOrderFields\n    }\n  }\n':
    types.TestResumeWorkOrderDocument,
  '\n  mutation TestCompleteWorkOrder($id: ID!, $input: CompleteWorkOrderInput) {\n    completeWorkOrder(id: $id, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n':
    types.TestCompleteWorkOrderDocument,
  '\n  mutation TestCancelWorkOrder($id: ID!, $reason: String!) {\n    cancelWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n':
    types.TestCancelWorkOrderDocument,
  '\n  mutation TestReopenWorkOrder($id: ID!, $reason: String) {\n    reopenWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n':
    types.TestReopenWorkOrderDocument,
  '\n  query TestLowParts($farmId: ID!) {\n    spareParts(farmId: $farmId, filter: { lowStock: true }, first: 100) {\n      edges {\n        node {\n          id\n          reserved\n          available\n          lowStock\n        }\n      }\n    }\n  }\n':
    types.TestLowPartsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsAcademyCourses($page: Int, $size: Int, $category: String) {\n    academyCategories {\n      id\n      title\n      slug\n    }\n    courses(page: $page, size: $size, category: $category) {\n      items {\n        id\n        slug\n        category\n        totalSteps\n        progress {\n          currentStep\n          completed\n        }\n      }\n      pagination {\n        total\n        page\n        size\n        lastPage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsAcademyCourses($page: Int, $size: Int, $category: String) {\n    academyCategories {\n      id\n      title\n      slug\n    }\n    courses(page: $page, size: $size, category: $category) {\n      items {\n        id\n        slug\n        category\n        totalSteps\n        progress {\n          currentStep\n          completed\n        }\n      }\n      pagination {\n        total\n        page\n        size\n        lastPage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsAcademyCourse($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      progress {\n        currentStep\n        completed\n      }\n      steps {\n        order\n        title\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsAcademyCourse($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      progress {\n        currentStep\n        completed\n      }\n      steps {\n        order\n        title\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsAcademySetProgress($id: ID!, $input: CourseProgressInput!) {\n    setCourseProgress(id: $id, input: $input) {\n      id\n      progress {\n        currentStep\n        completed\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsAcademySetProgress($id: ID!, $input: CourseProgressInput!) {\n    setCourseProgress(id: $id, input: $input) {\n      id\n      progress {\n        currentStep\n        completed\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsContactsPage($query: String, $page: Int, $size: Int) {\n    contacts(query: $query, page: $page, size: $size) {\n      items {\n        id\n        name\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsContactsPage($query: String, $page: Int, $size: Int) {\n    contacts(query: $query, page: $page, size: $size) {\n      items {\n        id\n        name\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsCountries($lang: CountryNameLanguage) {\n    countries(lang: $lang) {\n      iso\n      name\n      code\n    }\n  }\n',
): (typeof documents)['\n  query AppsCountries($lang: CountryNameLanguage) {\n    countries(lang: $lang) {\n      iso\n      name\n      code\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsUpdateContact($id: ID!, $input: ContactPatch!) {\n    updateContact(id: $id, input: $input) {\n      id\n      name\n      company\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsUpdateContact($id: ID!, $input: ContactPatch!) {\n    updateContact(id: $id, input: $input) {\n      id\n      name\n      company\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsContactAvatar($id: ID!, $avatar: String!) {\n    updateContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsContactAvatar($id: ID!, $avatar: String!) {\n    updateContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsCreateContact {\n    createContact {\n      id\n      name\n      emails {\n        email\n      }\n      job {\n        title\n        company\n      }\n      tags\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsCreateContact {\n    createContact {\n      id\n      name\n      emails {\n        email\n      }\n      job {\n        title\n        company\n      }\n      tags\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsDashboards {\n    analyticsDashboard {\n      visitors {\n        series {\n          thisYear {\n            name\n            data {\n              x\n              y\n            }\n          }\n        }\n      }\n      gender {\n        uniqueVisitors\n        labels\n        series\n      }\n    }\n    cryptoDashboard {\n      btc {\n        amount\n        trend {\n          dir\n          amount\n        }\n      }\n      prices {\n        btc\n        eth\n      }\n      watchlist {\n        title\n        iso\n      }\n    }\n    financeDashboard {\n      budget {\n        expenses\n        expensesLimit\n      }\n      currentStatement {\n        status\n      }\n      recentTransactions {\n        id\n        transactionId\n        name\n        amount\n        status\n        date\n      }\n    }\n    projectDashboard {\n      githubIssues {\n        overview {\n          thisWeek {\n            newIssues\n            wontFix\n          }\n        }\n        series {\n          lastWeek {\n            name\n            type\n            data\n          }\n        }\n      }\n      schedule {\n        today {\n          title\n          time\n          location\n        }\n      }\n      budgetDetails {\n        rows {\n          id\n          type\n          total\n          expensesAmount\n          expensesPercentage\n          remainingAmount\n          remainingPercentage\n        }\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsDashboards {\n    analyticsDashboard {\n      visitors {\n        series {\n          thisYear {\n            name\n            data {\n              x\n              y\n            }\n          }\n        }\n      }\n      gender {\n        uniqueVisitors\n        labels\n        series\n      }\n    }\n    cryptoDashboard {\n      btc {\n        amount\n        trend {\n          dir\n          amount\n        }\n      }\n      prices {\n        btc\n        eth\n      }\n      watchlist {\n        title\n        iso\n      }\n    }\n    financeDashboard {\n      budget {\n        expenses\n        expensesLimit\n      }\n      currentStatement {\n        status\n      }\n      recentTransactions {\n        id\n        transactionId\n        name\n        amount\n        status\n        date\n      }\n    }\n    projectDashboard {\n      githubIssues {\n        overview {\n          thisWeek {\n            newIssues\n            wontFix\n          }\n        }\n        series {\n          lastWeek {\n            name\n            type\n            data\n          }\n        }\n      }\n      schedule {\n        today {\n          title\n          time\n          location\n        }\n      }\n      budgetDetails {\n        rows {\n          id\n          type\n          total\n          expensesAmount\n          expensesPercentage\n          remainingAmount\n          remainingPercentage\n        }\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsActivities($page: Int, $size: Int) {\n    activities(page: $page, size: $size) {\n      items {\n        id\n        icon\n        image\n        description\n        date\n        extraContent\n        linkedContent\n        link\n        useRouter\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsActivities($page: Int, $size: Int) {\n    activities(page: $page, size: $size) {\n      items {\n        id\n        icon\n        image\n        description\n        date\n        extraContent\n        linkedContent\n        link\n        useRouter\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsFileManager($folderId: ID) {\n    fileManager(folderId: $folderId) {\n      folders {\n        name\n      }\n      files {\n        name\n        type\n      }\n      path {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsFileManager($folderId: ID) {\n    fileManager(folderId: $folderId) {\n      folders {\n        name\n      }\n      files {\n        name\n        type\n      }\n      path {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsHelpCenterGuides($slug: String, $limit: Int) {\n    helpCenterGuides(slug: $slug, limit: $limit) {\n      slug\n      visibleGuides\n      totalGuides\n      guides {\n        slug\n      }\n    }\n    helpCenterFaqs(slug: $slug) {\n      slug\n      faqs {\n        id\n        question\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsHelpCenterGuides($slug: String, $limit: Int) {\n    helpCenterGuides(slug: $slug, limit: $limit) {\n      slug\n      visibleGuides\n      totalGuides\n      guides {\n        slug\n      }\n    }\n    helpCenterFaqs(slug: $slug) {\n      slug\n      faqs {\n        id\n        question\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsHelpCenterGuide($categorySlug: String!, $guideSlug: String!) {\n    helpCenterGuide(categorySlug: $categorySlug, guideSlug: $guideSlug) {\n      slug\n      title\n      guides {\n        slug\n        title\n        content\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsHelpCenterGuide($categorySlug: String!, $guideSlug: String!) {\n    helpCenterGuide(categorySlug: $categorySlug, guideSlug: $guideSlug) {\n      slug\n      title\n      guides {\n        slug\n        title\n        content\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsIconSet($set: String!) {\n    iconSet(set: $set) {\n      namespace\n      name\n      grid\n      list\n    }\n    iconSetNames\n  }\n',
): (typeof documents)['\n  query AppsIconSet($set: String!) {\n    iconSet(set: $set) {\n      namespace\n      name\n      grid\n      list\n    }\n    iconSetNames\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsMails($folder: String, $filter: String, $label: String, $page: Int, $size: Int) {\n    mails(folder: $folder, filter: $filter, label: $label, page: $page, size: $size) {\n      items {\n        id\n        date\n        cc\n        ccCount\n        bccCount\n        labels\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsMails($folder: String, $filter: String, $label: String, $page: Int, $size: Int) {\n    mails(folder: $folder, filter: $filter, label: $label, page: $page, size: $size) {\n      items {\n        id\n        date\n        cc\n        ccCount\n        bccCount\n        labels\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsMailbox($id: ID!) {\n    mailboxSettings {\n      messageLayout\n    }\n    mailFolders {\n      slug\n      count\n    }\n    mailFilters {\n      slug\n    }\n    mailLabels {\n      slug\n      color\n    }\n    mail(id: $id) {\n      id\n      subject\n      ccCount\n      from {\n        contact\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsMailbox($id: ID!) {\n    mailboxSettings {\n      messageLayout\n    }\n    mailFolders {\n      slug\n      count\n    }\n    mailFilters {\n      slug\n    }\n    mailLabels {\n      slug\n      color\n    }\n    mail(id: $id) {\n      id\n      subject\n      ccCount\n      from {\n        contact\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsMailboxWrites($mailId: ID!, $mail: MailPatch!, $label: MailLabelInput!) {\n    updateMailboxSettings(input: { messageLayout: "full" }) {\n      messageLayout\n    }\n    updateMail(id: $mailId, input: $mail) {\n      id\n      starred\n      unread\n      folder\n      subject\n    }\n    createMailLabel(input: $label) {\n      id\n      title\n      slug\n      color\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsMailboxWrites($mailId: ID!, $mail: MailPatch!, $label: MailLabelInput!) {\n    updateMailboxSettings(input: { messageLayout: "full" }) {\n      messageLayout\n    }\n    updateMail(id: $mailId, input: $mail) {\n      id\n      starred\n      unread\n      folder\n      subject\n    }\n    createMailLabel(input: $label) {\n      id\n      title\n      slug\n      color\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsMailLabelWrites($id: ID!, $input: MailLabelPatch!, $deleteId: ID!) {\n    updateMailLabel(id: $id, input: $input) {\n      slug\n      color\n    }\n    deleteMailLabel(id: $deleteId)\n  }\n',
): (typeof documents)['\n  mutation AppsMailLabelWrites($id: ID!, $input: MailLabelPatch!, $deleteId: ID!) {\n    updateMailLabel(id: $id, input: $input) {\n      slug\n      color\n    }\n    deleteMailLabel(id: $deleteId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsNotesPage($page: Int, $size: Int, $archived: Boolean) {\n    notes(page: $page, size: $size, archived: $archived) {\n      items {\n        id\n        title\n        archived\n        labels {\n          id\n          title\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsNotesPage($page: Int, $size: Int, $archived: Boolean) {\n    notes(page: $page, size: $size, archived: $archived) {\n      items {\n        id\n        title\n        archived\n        labels {\n          id\n          title\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsCreateNote($input: NoteInput!) {\n    createNote(input: $input) {\n      id\n      title\n      content\n      tasks {\n        id\n        content\n        completed\n      }\n      labels {\n        id\n        title\n      }\n      archived\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsCreateNote($input: NoteInput!) {\n    createNote(input: $input) {\n      id\n      title\n      content\n      tasks {\n        id\n        content\n        completed\n      }\n      labels {\n        id\n        title\n      }\n      archived\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsReplaceNote($id: ID!, $input: NoteInput!) {\n    replaceNote(id: $id, input: $input) {\n      id\n      title\n      content\n      archived\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsReplaceNote($id: ID!, $input: NoteInput!) {\n    replaceNote(id: $id, input: $input) {\n      id\n      title\n      content\n      archived\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsNoteLabels($title: String!, $deleteId: ID!) {\n    createNoteLabel(title: $title) {\n      id\n      title\n    }\n    deleteNoteLabel(id: $deleteId) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsNoteLabels($title: String!, $deleteId: ID!) {\n    createNoteLabel(title: $title) {\n      id\n      title\n    }\n    deleteNoteLabel(id: $deleteId) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsGlobalSearch($query: String!, $lang: SearchLanguage) {\n    globalSearch(query: $query, lang: $lang) {\n      contacts {\n        link\n        value\n        contact {\n          id\n          name\n        }\n      }\n      pages {\n        link\n        value\n        page {\n          id\n          title\n        }\n      }\n      tasks {\n        link\n        value\n        titleHtml\n        task {\n          id\n          title\n          type\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsGlobalSearch($query: String!, $lang: SearchLanguage) {\n    globalSearch(query: $query, lang: $lang) {\n      contacts {\n        link\n        value\n        contact {\n          id\n          name\n        }\n      }\n      pages {\n        link\n        value\n        page {\n          id\n          title\n        }\n      }\n      tasks {\n        link\n        value\n        titleHtml\n        task {\n          id\n          title\n          type\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsTasksPage($page: Int, $size: Int) {\n    tasks(page: $page, size: $size) {\n      items {\n        id\n        type\n        title\n        order\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsTasksPage($page: Int, $size: Int) {\n    tasks(page: $page, size: $size) {\n      items {\n        id\n        type\n        title\n        order\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsSearchTasks($query: String!) {\n    searchTasks(query: $query) {\n      items {\n        id\n        title\n      }\n      pagination {\n        total\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsSearchTasks($query: String!) {\n    searchTasks(query: $query) {\n      items {\n        id\n        title\n      }\n      pagination {\n        total\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsCreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      id\n      type\n      title\n      notes\n      completed\n      dueDate\n      priority\n      tags\n      order\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsCreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      id\n      type\n      title\n      notes\n      completed\n      dueDate\n      priority\n      tags\n      order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsUpdateTask($id: ID!, $input: TaskPatch!) {\n    updateTask(id: $id, input: $input) {\n      id\n      title\n      priority\n      completed\n      notes\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsUpdateTask($id: ID!, $input: TaskPatch!) {\n    updateTask(id: $id, input: $input) {\n      id\n      title\n      priority\n      completed\n      notes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsTaskTags($title: String!, $deleteId: ID!) {\n    createTaskTag(title: $title) {\n      id\n      title\n    }\n    deleteTaskTag(id: $deleteId)\n  }\n',
): (typeof documents)['\n  mutation AppsTaskTags($title: String!, $deleteId: ID!) {\n    createTaskTag(title: $title) {\n      id\n      title\n    }\n    deleteTaskTag(id: $deleteId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsReorderTasks($ids: [ID!]!) {\n    reorderTasks(ids: $ids) {\n      id\n      order\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsReorderTasks($ids: [ID!]!) {\n    reorderTasks(ids: $ids) {\n      id\n      order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestDashboard($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      farmId\n      openByPriority {\n        type\n        priority\n        count\n      }\n      overdue {\n        type\n        count\n      }\n      completedThisMonth {\n        type\n        count\n      }\n      machinesDown {\n        equipment {\n          id\n          status\n        }\n        since\n      }\n      pendingRequests\n      lowStockParts\n      stockValue\n      currency\n      recentActivity {\n        id\n        entityType\n        label\n        actorName\n        at\n      }\n      ordersPerWeek {\n        weekStart\n        opened\n        completed\n      }\n      downtimeByMachine {\n        equipment {\n          id\n        }\n        hours\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestDashboard($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      farmId\n      openByPriority {\n        type\n        priority\n        count\n      }\n      overdue {\n        type\n        count\n      }\n      completedThisMonth {\n        type\n        count\n      }\n      machinesDown {\n        equipment {\n          id\n          status\n        }\n        since\n      }\n      pendingRequests\n      lowStockParts\n      stockValue\n      currency\n      recentActivity {\n        id\n        entityType\n        label\n        actorName\n        at\n      }\n      ordersPerWeek {\n        weekStart\n        opened\n        completed\n      }\n      downtimeByMachine {\n        equipment {\n          id\n        }\n        hours\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestMyFarmRoles {\n    farms {\n      id\n      viewerRole\n    }\n  }\n',
): (typeof documents)['\n  query TestMyFarmRoles {\n    farms {\n      id\n      viewerRole\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPartPlannedOn($id: ID!, $first: Int) {\n    sparePart(id: $id) {\n      id\n      reserved\n      plannedOn(first: $first) {\n        id\n        plannedQuantity\n        reservedQuantity\n        issuedQuantity\n        workOrder {\n          id\n          number\n          status\n        }\n      }\n      movements(first: 5) {\n        type\n        quantity\n        workOrder {\n          id\n          number\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestPartPlannedOn($id: ID!, $first: Int) {\n    sparePart(id: $id) {\n      id\n      reserved\n      plannedOn(first: $first) {\n        id\n        plannedQuantity\n        reservedQuantity\n        issuedQuantity\n        workOrder {\n          id\n          number\n          status\n        }\n      }\n      movements(first: 5) {\n        type\n        quantity\n        workOrder {\n          id\n          number\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPlanning($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      weeklyCapacityHours\n      orders {\n        day\n        basis\n        order {\n          id\n          title\n        }\n      }\n      workload {\n        technician {\n          id\n        }\n        week\n        weekStart\n        estimatedHours\n        orderCount\n        capacityHours\n        overCapacity\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestPlanning($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      weeklyCapacityHours\n      orders {\n        day\n        basis\n        order {\n          id\n          title\n        }\n      }\n      workload {\n        technician {\n          id\n        }\n        week\n        weekStart\n        estimatedHours\n        orderCount\n        capacityHours\n        overCapacity\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestReschedule($id: ID!, $input: RescheduleWorkOrderInput!) {\n    rescheduleWorkOrder(id: $id, input: $input) {\n      order {\n        id\n        scheduledStart\n        scheduledEnd\n        assignees {\n          id\n        }\n      }\n      previous {\n        scheduledStart\n        scheduledEnd\n        assigneeIds\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestReschedule($id: ID!, $input: RescheduleWorkOrderInput!) {\n    rescheduleWorkOrder(id: $id, input: $input) {\n      order {\n        id\n        scheduledStart\n        scheduledEnd\n        assignees {\n          id\n        }\n      }\n      previous {\n        scheduledStart\n        scheduledEnd\n        assigneeIds\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestPlanningCapacity($farmId: ID!, $hours: Int!) {\n    setPlanningCapacity(farmId: $farmId, weeklyCapacityHours: $hours)\n  }\n',
): (typeof documents)['\n  mutation TestPlanningCapacity($farmId: ID!, $hours: Int!) {\n    setPlanningCapacity(farmId: $farmId, weeklyCapacityHours: $hours)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPlansDueSoonTile($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      plansDueSoon\n    }\n  }\n',
): (typeof documents)['\n  query TestPlansDueSoonTile($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      plansDueSoon\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPlansDueWithin($farmId: ID!, $days: Int, $after: String) {\n    maintenancePlans(farmId: $farmId, dueWithinDays: $days, first: 20, after: $after) {\n      totalCount\n      totalCountIsExact\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestPlansDueWithin($farmId: ID!, $days: Int, $after: String) {\n    maintenancePlans(farmId: $farmId, dueWithinDays: $days, first: 20, after: $after) {\n      totalCount\n      totalCountIsExact\n      edges {\n        node {\n          id\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPlanForecasts($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      forecasts {\n        plan {\n          id\n        }\n        equipment {\n          id\n        }\n        dueDate\n        meter\n        breakIn\n        key\n        overdue\n        hasOpenOrder\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestPlanForecasts($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      forecasts {\n        plan {\n          id\n        }\n        equipment {\n          id\n        }\n        dueDate\n        meter\n        breakIn\n        key\n        overdue\n        hasOpenOrder\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPlanLateness($orderId: ID!, $planId: ID!) {\n    workOrder(id: $orderId) {\n      id\n      status\n      dueDate\n      planDueDate\n      planLate\n    }\n    maintenancePlan(id: $planId) {\n      lateCount\n    }\n  }\n',
): (typeof documents)['\n  query TestPlanLateness($orderId: ID!, $planId: ID!) {\n    workOrder(id: $orderId) {\n      id\n      status\n      dueDate\n      planDueDate\n      planLate\n    }\n    maintenancePlan(id: $planId) {\n      lateCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsChats($page: Int, $size: Int, $messagesSize: Int, $newestFirst: Boolean) {\n    chats(page: $page, size: $size) {\n      items {\n        id\n        muted\n        unreadCount\n        contact {\n          name\n        }\n        messages(size: $messagesSize, newestFirst: $newestFirst) {\n          items {\n            value\n            isMine\n          }\n          pagination {\n            ...AppsPagination\n          }\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsChats($page: Int, $size: Int, $messagesSize: Int, $newestFirst: Boolean) {\n    chats(page: $page, size: $size) {\n      items {\n        id\n        muted\n        unreadCount\n        contact {\n          name\n        }\n        messages(size: $messagesSize, newestFirst: $newestFirst) {\n          items {\n            value\n            isMine\n          }\n          pagination {\n            ...AppsPagination\n          }\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsChat($id: ID!) {\n    chat(id: $id) {\n      id\n      lastMessage\n    }\n    chatProfile {\n      id\n      name\n      email\n      about\n    }\n  }\n',
): (typeof documents)['\n  query AppsChat($id: ID!) {\n    chat(id: $id) {\n      id\n      lastMessage\n    }\n    chatProfile {\n      id\n      name\n      email\n      about\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsChatContacts($page: Int, $size: Int, $id: ID!) {\n    chatContacts(page: $page, size: $size) {\n      items {\n        id\n        name\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n    chatContact(id: $id) {\n      details {\n        company\n        emails {\n          email\n        }\n      }\n      attachments {\n        media\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsChatContacts($page: Int, $size: Int, $id: ID!) {\n    chatContacts(page: $page, size: $size) {\n      items {\n        id\n        name\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n    chatContact(id: $id) {\n      details {\n        company\n        emails {\n          email\n        }\n      }\n      attachments {\n        media\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsUpdateChat($id: ID!, $input: ChatPatch!) {\n    updateChat(id: $id, input: $input) {\n      id\n      muted\n      unreadCount\n      lastMessageAt\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsUpdateChat($id: ID!, $input: ChatPatch!) {\n    updateChat(id: $id, input: $input) {\n      id\n      muted\n      unreadCount\n      lastMessageAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsSendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      message {\n        chatId\n        contactId\n        value\n        isMine\n      }\n      chat {\n        lastMessage\n        messages(size: 1, newestFirst: true) {\n          items {\n            value\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsSendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      message {\n        chatId\n        contactId\n        value\n        isMine\n      }\n      chat {\n        lastMessage\n        messages(size: 1, newestFirst: true) {\n          items {\n            value\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppsPagination on DemoPagination {\n    total\n    page\n    size\n    lastPage\n  }\n',
): (typeof documents)['\n  fragment AppsPagination on DemoPagination {\n    total\n    page\n    size\n    lastPage\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsInventoryProducts(\n    $search: String\n    $sort: InventoryProductSort\n    $order: SortDirection\n    $page: Int\n    $size: Int\n  ) {\n    inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {\n      products {\n        id\n        name\n        price\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsInventoryProducts(\n    $search: String\n    $sort: InventoryProductSort\n    $order: SortDirection\n    $page: Int\n    $size: Int\n  ) {\n    inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {\n      products {\n        id\n        name\n        price\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsInventoryReference {\n    inventoryCategories {\n      name\n      slug\n      parentId\n    }\n    inventoryBrands {\n      name\n    }\n    inventoryVendors {\n      name\n    }\n    inventoryTags {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  query AppsInventoryReference {\n    inventoryCategories {\n      name\n      slug\n      parentId\n    }\n    inventoryBrands {\n      name\n    }\n    inventoryVendors {\n      name\n    }\n    inventoryTags {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppsInventoryProductFields on InventoryProduct {\n    id\n    name\n    description\n    tags\n    sku\n    category\n    stock\n    price\n    thumbnail\n    images\n    active\n  }\n',
): (typeof documents)['\n  fragment AppsInventoryProductFields on InventoryProduct {\n    id\n    name\n    description\n    tags\n    sku\n    category\n    stock\n    price\n    thumbnail\n    images\n    active\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsCreateInventoryProduct {\n    createInventoryProduct {\n      ...AppsInventoryProductFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsCreateInventoryProduct {\n    createInventoryProduct {\n      ...AppsInventoryProductFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsUpdateInventoryProduct($id: ID!, $input: InventoryProductPatch!) {\n    updateInventoryProduct(id: $id, input: $input) {\n      ...AppsInventoryProductFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsUpdateInventoryProduct($id: ID!, $input: InventoryProductPatch!) {\n    updateInventoryProduct(id: $id, input: $input) {\n      ...AppsInventoryProductFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsInventoryDeletes($product: ID!, $tag: ID!) {\n    deleteInventoryProduct(id: $product)\n    deleteInventoryTag(id: $tag)\n  }\n',
): (typeof documents)['\n  mutation AppsInventoryDeletes($product: ID!, $tag: ID!) {\n    deleteInventoryProduct(id: $product)\n    deleteInventoryTag(id: $tag)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsInventoryTags($title: String!, $rename: String!, $id: ID!) {\n    createInventoryTag(title: $title) {\n      id\n      title\n    }\n    updateInventoryTag(id: $id, title: $rename) {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsInventoryTags($title: String!, $rename: String!, $id: ID!) {\n    createInventoryTag(title: $title) {\n      id\n      title\n    }\n    updateInventoryTag(id: $id, title: $rename) {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestNotifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      farmId\n      icon\n      image\n      title\n      description\n      time\n      link\n      useRouter\n      read\n      messageKey\n      messageParams\n    }\n  }\n',
): (typeof documents)['\n  query TestNotifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      farmId\n      icon\n      image\n      title\n      description\n      time\n      link\n      useRouter\n      read\n      messageKey\n      messageParams\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestMessages($farmId: ID) {\n    messages(farmId: $farmId) {\n      id\n      farmId\n      image\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n',
): (typeof documents)['\n  query TestMessages($farmId: ID) {\n    messages(farmId: $farmId) {\n      id\n      farmId\n      image\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestShortcuts {\n    shortcuts {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n',
): (typeof documents)['\n  query TestShortcuts {\n    shortcuts {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateNotification($input: NotificationInput!) {\n    createNotification(input: $input) {\n      id\n      farmId\n      icon\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateNotification($input: NotificationInput!) {\n    createNotification(input: $input) {\n      id\n      farmId\n      icon\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateNotification($id: ID!, $input: NotificationPatch!) {\n    updateNotification(id: $id, input: $input) {\n      id\n      farmId\n      icon\n      title\n      description\n      link\n      useRouter\n      read\n      messageKey\n      messageParams\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateNotification($id: ID!, $input: NotificationPatch!) {\n    updateNotification(id: $id, input: $input) {\n      id\n      farmId\n      icon\n      title\n      description\n      link\n      useRouter\n      read\n      messageKey\n      messageParams\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestDeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestToggleNotificationRead($id: ID!, $read: Boolean!) {\n    toggleNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n',
): (typeof documents)['\n  mutation TestToggleNotificationRead($id: ID!, $read: Boolean!) {\n    toggleNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestMarkAllNotificationsAsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n',
): (typeof documents)['\n  mutation TestMarkAllNotificationsAsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateMessage($input: MessageInput!) {\n    createMessage(input: $input) {\n      id\n      farmId\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateMessage($input: MessageInput!) {\n    createMessage(input: $input) {\n      id\n      farmId\n      title\n      description\n      time\n      link\n      useRouter\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateMessage($id: ID!, $input: MessagePatch!) {\n    updateMessage(id: $id, input: $input) {\n      id\n      farmId\n      title\n      description\n      link\n      useRouter\n      read\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateMessage($id: ID!, $input: MessagePatch!) {\n    updateMessage(id: $id, input: $input) {\n      id\n      farmId\n      title\n      description\n      link\n      useRouter\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestDeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestToggleMessageRead($id: ID!, $read: Boolean!) {\n    toggleMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n',
): (typeof documents)['\n  mutation TestToggleMessageRead($id: ID!, $read: Boolean!) {\n    toggleMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestMarkAllMessagesAsRead($farmId: ID) {\n    markAllMessagesAsRead(farmId: $farmId)\n  }\n',
): (typeof documents)['\n  mutation TestMarkAllMessagesAsRead($farmId: ID) {\n    markAllMessagesAsRead(farmId: $farmId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateShortcut($input: ShortcutInput!) {\n    createShortcut(input: $input) {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateShortcut($input: ShortcutInput!) {\n    createShortcut(input: $input) {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateShortcut($id: ID!, $input: ShortcutPatch!) {\n    updateShortcut(id: $id, input: $input) {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateShortcut($id: ID!, $input: ShortcutPatch!) {\n    updateShortcut(id: $id, input: $input) {\n      id\n      label\n      description\n      icon\n      link\n      useRouter\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestDeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestEquipmentList($farmId: ID!, $filter: EquipmentFilter, $sort: EquipmentSort, $first: Int, $after: String) {\n    equipmentList(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          farmId\n          code\n          name\n          category\n          make\n          model\n          serialNumber\n          status\n          criticality\n          location\n          meterUnit\n          meterValue\n          updatedAt\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestEquipmentList($farmId: ID!, $filter: EquipmentFilter, $sort: EquipmentSort, $first: Int, $after: String) {\n    equipmentList(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          farmId\n          code\n          name\n          category\n          make\n          model\n          serialNumber\n          status\n          criticality\n          location\n          meterUnit\n          meterValue\n          updatedAt\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestEquipment($id: ID!) {\n    equipment(id: $id) {\n      id\n      farmId\n      code\n      name\n      category\n      make\n      model\n      serialNumber\n      year\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      purchaseDate\n      purchaseCost\n      warrantyEnd\n      photoUrl\n      notes\n      createdAt\n      updatedAt\n      parent {\n        id\n        code\n      }\n      children {\n        id\n        code\n      }\n      readings {\n        id\n        value\n        readAt\n        recordedByName\n      }\n      compatibleParts {\n        id\n        partNumber\n      }\n      history {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestEquipment($id: ID!) {\n    equipment(id: $id) {\n      id\n      farmId\n      code\n      name\n      category\n      make\n      model\n      serialNumber\n      year\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      purchaseDate\n      purchaseCost\n      warrantyEnd\n      photoUrl\n      notes\n      createdAt\n      updatedAt\n      parent {\n        id\n        code\n      }\n      children {\n        id\n        code\n      }\n      readings {\n        id\n        value\n        readAt\n        recordedByName\n      }\n      compatibleParts {\n        id\n        partNumber\n      }\n      history {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      id\n      farmId\n      code\n      name\n      category\n      make\n      model\n      serialNumber\n      year\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      purchaseDate\n      purchaseCost\n      warrantyEnd\n      notes\n      parent {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      id\n      farmId\n      code\n      name\n      category\n      make\n      model\n      serialNumber\n      year\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      purchaseDate\n      purchaseCost\n      warrantyEnd\n      notes\n      parent {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      id\n      code\n      name\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      parent {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      id\n      code\n      name\n      status\n      criticality\n      location\n      meterUnit\n      meterValue\n      parent {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRetireEquipment($id: ID!) {\n    retireEquipment(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRetireEquipment($id: ID!) {\n    retireEquipment(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRecordMeterReading($equipmentId: ID!, $value: Float!, $readAt: DateTime) {\n    recordMeterReading(equipmentId: $equipmentId, value: $value, readAt: $readAt) {\n      id\n      value\n      readAt\n      recordedByName\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRecordMeterReading($equipmentId: ID!, $value: Float!, $readAt: DateTime) {\n    recordMeterReading(equipmentId: $equipmentId, value: $value, readAt: $readAt) {\n      id\n      value\n      readAt\n      recordedByName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestSpareParts($farmId: ID!, $filter: SparePartFilter, $sort: SparePartSort, $first: Int, $after: String) {\n    spareParts(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      farmStockValue\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          farmId\n          partNumber\n          name\n          category\n          unit\n          quantityOnHand\n          minQuantity\n          reorderQuantity\n          unitCost\n          stockValue\n          lowStock\n          storageLocation\n          supplier\n          updatedAt\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestSpareParts($farmId: ID!, $filter: SparePartFilter, $sort: SparePartSort, $first: Int, $after: String) {\n    spareParts(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      farmStockValue\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          farmId\n          partNumber\n          name\n          category\n          unit\n          quantityOnHand\n          minQuantity\n          reorderQuantity\n          unitCost\n          stockValue\n          lowStock\n          storageLocation\n          supplier\n          updatedAt\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestSparePart($id: ID!) {\n    sparePart(id: $id) {\n      id\n      farmId\n      partNumber\n      name\n      category\n      unit\n      quantityOnHand\n      minQuantity\n      reorderQuantity\n      unitCost\n      stockValue\n      lowStock\n      storageLocation\n      supplier\n      createdAt\n      updatedAt\n      compatibleEquipment {\n        id\n        code\n      }\n      movements {\n        id\n        type\n        quantity\n        unitCost\n        balanceAfter\n        note\n        createdByName\n        createdAt\n      }\n      history {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestSparePart($id: ID!) {\n    sparePart(id: $id) {\n      id\n      farmId\n      partNumber\n      name\n      category\n      unit\n      quantityOnHand\n      minQuantity\n      reorderQuantity\n      unitCost\n      stockValue\n      lowStock\n      storageLocation\n      supplier\n      createdAt\n      updatedAt\n      compatibleEquipment {\n        id\n        code\n      }\n      movements {\n        id\n        type\n        quantity\n        unitCost\n        balanceAfter\n        note\n        createdByName\n        createdAt\n      }\n      history {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateSparePart($input: CreateSparePartInput!) {\n    createSparePart(input: $input) {\n      id\n      farmId\n      partNumber\n      name\n      category\n      unit\n      quantityOnHand\n      minQuantity\n      reorderQuantity\n      unitCost\n      stockValue\n      lowStock\n      storageLocation\n      supplier\n      compatibleEquipment {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateSparePart($input: CreateSparePartInput!) {\n    createSparePart(input: $input) {\n      id\n      farmId\n      partNumber\n      name\n      category\n      unit\n      quantityOnHand\n      minQuantity\n      reorderQuantity\n      unitCost\n      stockValue\n      lowStock\n      storageLocation\n      supplier\n      compatibleEquipment {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateSparePart($id: ID!, $input: UpdateSparePartInput!) {\n    updateSparePart(id: $id, input: $input) {\n      id\n      partNumber\n      name\n      minQuantity\n      unitCost\n      quantityOnHand\n      compatibleEquipment {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateSparePart($id: ID!, $input: UpdateSparePartInput!) {\n    updateSparePart(id: $id, input: $input) {\n      id\n      partNumber\n      name\n      minQuantity\n      unitCost\n      quantityOnHand\n      compatibleEquipment {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestReceiveStock($partId: ID!, $quantity: Float!, $unitCost: Float, $note: String) {\n    receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost, note: $note) {\n      id\n      quantityOnHand\n      unitCost\n      stockValue\n      lowStock\n    }\n  }\n',
): (typeof documents)['\n  mutation TestReceiveStock($partId: ID!, $quantity: Float!, $unitCost: Float, $note: String) {\n    receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost, note: $note) {\n      id\n      quantityOnHand\n      unitCost\n      stockValue\n      lowStock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestAdjustStock($partId: ID!, $quantity: Float!, $reason: String!) {\n    adjustStock(partId: $partId, quantity: $quantity, reason: $reason) {\n      id\n      quantityOnHand\n      unitCost\n      lowStock\n    }\n  }\n',
): (typeof documents)['\n  mutation TestAdjustStock($partId: ID!, $quantity: Float!, $reason: String!) {\n    adjustStock(partId: $partId, quantity: $quantity, reason: $reason) {\n      id\n      quantityOnHand\n      unitCost\n      lowStock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestIssueStock($partId: ID!, $quantity: Float!, $note: String) {\n    issueStock(partId: $partId, quantity: $quantity, note: $note) {\n      id\n      quantityOnHand\n      lowStock\n    }\n  }\n',
): (typeof documents)['\n  mutation TestIssueStock($partId: ID!, $quantity: Float!, $note: String) {\n    issueStock(partId: $partId, quantity: $quantity, note: $note) {\n      id\n      quantityOnHand\n      lowStock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestFarmMembers($farmId: ID!, $filter: FarmMemberFilter, $first: Int, $after: String) {\n    farmMembers(farmId: $farmId, filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          farmId\n          userId\n          name\n          email\n          role\n          status\n          deactivatedAt\n          accountDeactivated\n          admin\n          lastSignInAt\n          joinedAt\n          labourRate {\n            hourlyRate\n            effectiveRate\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestFarmMembers($farmId: ID!, $filter: FarmMemberFilter, $first: Int, $after: String) {\n    farmMembers(farmId: $farmId, filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          farmId\n          userId\n          name\n          email\n          role\n          status\n          deactivatedAt\n          accountDeactivated\n          admin\n          lastSignInAt\n          joinedAt\n          labourRate {\n            hourlyRate\n            effectiveRate\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestFarmInvitations($farmId: ID!, $status: [InvitationStatus!]) {\n    farmInvitations(farmId: $farmId, status: $status, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          email\n          role\n          status\n          invitedByName\n          expiresAt\n          acceptedAt\n          revokedAt\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestFarmInvitations($farmId: ID!, $status: [InvitationStatus!]) {\n    farmInvitations(farmId: $farmId, status: $status, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          email\n          role\n          status\n          invitedByName\n          expiresAt\n          acceptedAt\n          revokedAt\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestInvitation($token: String!) {\n    invitation(token: $token) {\n      farmId\n      farmName\n      email\n      role\n      status\n      invitedByName\n      expiresAt\n      accountExists\n    }\n  }\n',
): (typeof documents)['\n  query TestInvitation($token: String!) {\n    invitation(token: $token) {\n      farmId\n      farmName\n      email\n      role\n      status\n      invitedByName\n      expiresAt\n      accountExists\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestUserAccounts($filter: UserAccountFilter, $first: Int, $after: String) {\n    userAccounts(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          email\n          admin\n          deactivated\n          lastSignInAt\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestUserAccounts($filter: UserAccountFilter, $first: Int, $after: String) {\n    userAccounts(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          email\n          admin\n          deactivated\n          lastSignInAt\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestInviteFarmMember($input: InviteFarmMemberInput!) {\n    inviteFarmMember(input: $input) {\n      id\n      farmId\n      email\n      role\n      status\n      invitedByName\n      createdAt\n      expiresAt\n    }\n  }\n',
): (typeof documents)['\n  mutation TestInviteFarmMember($input: InviteFarmMemberInput!) {\n    inviteFarmMember(input: $input) {\n      id\n      farmId\n      email\n      role\n      status\n      invitedByName\n      createdAt\n      expiresAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRevokeFarmInvitation($farmId: ID!, $id: ID!) {\n    revokeFarmInvitation(farmId: $farmId, id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRevokeFarmInvitation($farmId: ID!, $id: ID!) {\n    revokeFarmInvitation(farmId: $farmId, id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestAcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input) {\n      accessToken\n      user {\n        id\n        email\n        name\n        farms {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestAcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input) {\n      accessToken\n      user {\n        id\n        email\n        name\n        farms {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSetFarmMemberRole($farmId: ID!, $userId: ID!, $role: FarmRole!) {\n    setFarmMemberRole(farmId: $farmId, userId: $userId, role: $role) {\n      id\n      role\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSetFarmMemberRole($farmId: ID!, $userId: ID!, $role: FarmRole!) {\n    setFarmMemberRole(farmId: $farmId, userId: $userId, role: $role) {\n      id\n      role\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeactivateFarmMember($farmId: ID!, $userId: ID!) {\n    deactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      role\n      status\n      deactivatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation TestDeactivateFarmMember($farmId: ID!, $userId: ID!) {\n    deactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      role\n      status\n      deactivatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestReactivateFarmMember($farmId: ID!, $userId: ID!) {\n    reactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      role\n      status\n      deactivatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation TestReactivateFarmMember($farmId: ID!, $userId: ID!) {\n    reactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      role\n      status\n      deactivatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSetUserAdmin($userId: ID!, $admin: Boolean!) {\n    setUserAdmin(userId: $userId, admin: $admin) {\n      id\n      admin\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSetUserAdmin($userId: ID!, $admin: Boolean!) {\n    setUserAdmin(userId: $userId, admin: $admin) {\n      id\n      admin\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSetAccountActive($userId: ID!, $active: Boolean!) {\n    setAccountActive(userId: $userId, active: $active) {\n      id\n      deactivated\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSetAccountActive($userId: ID!, $active: Boolean!) {\n    setAccountActive(userId: $userId, active: $active) {\n      id\n      deactivated\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateFarm($input: CreateFarmInput!) {\n    createFarm(input: $input) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateFarm($input: CreateFarmInput!) {\n    createFarm(input: $input) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n',
): (typeof documents)['\n  mutation TestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestHealth {\n    health\n  }\n',
): (typeof documents)['\n  query TestHealth {\n    health\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestMe {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n      permissions\n      roles\n      farms {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestMe {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n      permissions\n      roles\n      farms {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestFarms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestFarms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestFarm($id: ID!) {\n    farm(id: $id) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestFarm($id: ID!) {\n    farm(id: $id) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestNavigation {\n    navigation {\n      compact {\n        id\n        type\n        title\n        icon\n        link\n      }\n      default {\n        id\n        type\n        title\n        icon\n        link\n      }\n      futuristic {\n        id\n        type\n        title\n        icon\n        link\n      }\n      horizontal {\n        id\n        type\n        title\n        icon\n        link\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestNavigation {\n    navigation {\n      compact {\n        id\n        type\n        title\n        icon\n        link\n      }\n      default {\n        id\n        type\n        title\n        icon\n        link\n      }\n      futuristic {\n        id\n        type\n        title\n        icon\n        link\n      }\n      horizontal {\n        id\n        type\n        title\n        icon\n        link\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestLanguages {\n    languages {\n      id\n      label\n      direction\n    }\n  }\n',
): (typeof documents)['\n  query TestLanguages {\n    languages {\n      id\n      label\n      direction\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      tokenType\n      user {\n        id\n        name\n        email\n        avatar\n        status\n        permissions\n        roles\n        farms {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      tokenType\n      user {\n        id\n        name\n        email\n        avatar\n        status\n        permissions\n        roles\n        farms {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      accessToken\n      tokenType\n      user {\n        id\n        email\n        farms {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      accessToken\n      tokenType\n      user {\n        id\n        email\n        farms {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      accessToken\n      tokenType\n      user {\n        id\n        email\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      accessToken\n      tokenType\n      user {\n        id\n        email\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n',
): (typeof documents)['\n  mutation TestSignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestForgotPassword($email: EmailAddress!) {\n    forgotPassword(email: $email)\n  }\n',
): (typeof documents)['\n  mutation TestForgotPassword($email: EmailAddress!) {\n    forgotPassword(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n',
): (typeof documents)['\n  mutation TestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      name\n      avatar\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      name\n      avatar\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestFarmCurrencies {\n    farms {\n      id\n      currency\n    }\n  }\n',
): (typeof documents)['\n  query TestFarmCurrencies {\n    farms {\n      id\n      currency\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateFarmCurrency($farmId: ID!, $currency: String!) {\n    updateFarmCurrency(farmId: $farmId, currency: $currency) {\n      id\n      currency\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateFarmCurrency($farmId: ID!, $currency: String!) {\n    updateFarmCurrency(farmId: $farmId, currency: $currency) {\n      id\n      currency\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestAppConfig {\n    appConfig {\n      publicUrl\n    }\n  }\n',
): (typeof documents)['\n  query TestAppConfig {\n    appConfig {\n      publicUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPartStock($id: ID!) {\n    sparePart(id: $id) {\n      id\n      partNumber\n      unit\n      quantityOnHand\n      reserved\n      available\n      minQuantity\n      lowStock\n      unitCost\n      movements {\n        type\n        quantity\n        unitCost\n        balanceAfter\n        createdAt\n        workOrder {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestPartStock($id: ID!) {\n    sparePart(id: $id) {\n      id\n      partNumber\n      unit\n      quantityOnHand\n      reserved\n      available\n      minQuantity\n      lowStock\n      unitCost\n      movements {\n        type\n        quantity\n        unitCost\n        balanceAfter\n        createdAt\n        workOrder {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestOrderParts($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      parts {\n        id\n        plannedQuantity\n        reservedQuantity\n        issuedQuantity\n        returnedQuantity\n        usedQuantity\n        cost\n        part {\n          id\n        }\n      }\n      cost {\n        parts\n        labour\n        total\n        currency\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestOrderParts($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      parts {\n        id\n        plannedQuantity\n        reservedQuantity\n        issuedQuantity\n        returnedQuantity\n        usedQuantity\n        cost\n        part {\n          id\n        }\n      }\n      cost {\n        parts\n        labour\n        total\n        currency\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestOrderLabour($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      labour {\n        id\n        minutes\n        running\n        hourlyRate\n        cost\n        startedAt\n        endedAt\n        note\n        person {\n          id\n        }\n        workOrder {\n          id\n        }\n      }\n      cost {\n        parts\n        labour\n        total\n        currency\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestOrderLabour($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      labour {\n        id\n        minutes\n        running\n        hourlyRate\n        cost\n        startedAt\n        endedAt\n        note\n        person {\n          id\n        }\n        workOrder {\n          id\n        }\n      }\n      cost {\n        parts\n        labour\n        total\n        currency\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TestWorkOrderPartFields on WorkOrderPart {\n    id\n    plannedQuantity\n    reservedQuantity\n    issuedQuantity\n    returnedQuantity\n    usedQuantity\n    cost\n  }\n',
): (typeof documents)['\n  fragment TestWorkOrderPartFields on WorkOrderPart {\n    id\n    plannedQuantity\n    reservedQuantity\n    issuedQuantity\n    returnedQuantity\n    usedQuantity\n    cost\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestPlanPart($workOrderId: ID!, $input: PlanWorkOrderPartInput!) {\n    planWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestPlanPart($workOrderId: ID!, $input: PlanWorkOrderPartInput!) {\n    planWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSetPlan($id: ID!, $quantity: Float!) {\n    setWorkOrderPartPlan(id: $id, quantity: $quantity) {\n      ...TestWorkOrderPartFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSetPlan($id: ID!, $quantity: Float!) {\n    setWorkOrderPartPlan(id: $id, quantity: $quantity) {\n      ...TestWorkOrderPartFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRemovePart($id: ID!) {\n    removeWorkOrderPart(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestRemovePart($id: ID!) {\n    removeWorkOrderPart(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUsePart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    useWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUsePart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    useWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestReturnPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    returnWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestReturnPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    returnWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      ...TestWorkOrderPartFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TestLabourEntryFields on LabourEntry {\n    id\n    minutes\n    running\n    hourlyRate\n    cost\n    startedAt\n    endedAt\n    note\n    person {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment TestLabourEntryFields on LabourEntry {\n    id\n    minutes\n    running\n    hourlyRate\n    cost\n    startedAt\n    endedAt\n    note\n    person {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestLogLabour($workOrderId: ID!, $input: LogLabourInput!) {\n    logLabour(workOrderId: $workOrderId, input: $input) {\n      ...TestLabourEntryFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestLogLabour($workOrderId: ID!, $input: LogLabourInput!) {\n    logLabour(workOrderId: $workOrderId, input: $input) {\n      ...TestLabourEntryFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestStartTimer($workOrderId: ID!, $input: StartLabourTimerInput) {\n    startLabourTimer(workOrderId: $workOrderId, input: $input) {\n      ...TestLabourEntryFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestStartTimer($workOrderId: ID!, $input: StartLabourTimerInput) {\n    startLabourTimer(workOrderId: $workOrderId, input: $input) {\n      ...TestLabourEntryFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestStopTimer($id: ID!) {\n    stopLabourTimer(id: $id) {\n      ...TestLabourEntryFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestStopTimer($id: ID!) {\n    stopLabourTimer(id: $id) {\n      ...TestLabourEntryFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeleteLabour($id: ID!) {\n    deleteLabourEntry(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestDeleteLabour($id: ID!) {\n    deleteLabourEntry(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestRunningTimer($farmId: ID!) {\n    runningLabourTimer(farmId: $farmId) {\n      id\n      workOrder {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestRunningTimer($farmId: ID!) {\n    runningLabourTimer(farmId: $farmId) {\n      id\n      workOrder {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestLabourRates($farmId: ID!) {\n    labourRates(farmId: $farmId) {\n      role\n      hourlyRate\n      effectiveRate\n      person {\n        id\n      }\n    }\n    farm(id: $farmId) {\n      id\n      defaultHourlyRate\n    }\n  }\n',
): (typeof documents)['\n  query TestLabourRates($farmId: ID!) {\n    labourRates(farmId: $farmId) {\n      role\n      hourlyRate\n      effectiveRate\n      person {\n        id\n      }\n    }\n    farm(id: $farmId) {\n      id\n      defaultHourlyRate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSetFarmRate($farmId: ID!, $rate: Float) {\n    setFarmDefaultHourlyRate(farmId: $farmId, rate: $rate) {\n      id\n      defaultHourlyRate\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSetFarmRate($farmId: ID!, $rate: Float) {\n    setFarmDefaultHourlyRate(farmId: $farmId, rate: $rate) {\n      id\n      defaultHourlyRate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSetMemberRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n      person {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSetMemberRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n      person {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n          mutation TestStockUp($partId: ID!, $quantity: Float!, $unitCost: Float) {\n            receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost) {\n              id\n            }\n          }\n        ',
): (typeof documents)['\n          mutation TestStockUp($partId: ID!, $quantity: Float!, $unitCost: Float) {\n            receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost) {\n              id\n            }\n          }\n        '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TestPlanFields on MaintenancePlan {\n    id\n    farmId\n    title\n    checklist\n    priority\n    leadDays\n    active\n    calendarEvery\n    calendarUnit\n    meterEvery\n    anchor\n    startDate\n    startMeter\n    equipment {\n      id\n    }\n    defaultAssignee {\n      id\n    }\n    lastDone {\n      date\n      meter\n      key\n    }\n    lastSkipped {\n      date\n      meter\n      key\n    }\n    nextDue {\n      date\n      meter\n      dueDate\n      dueNow\n      key\n    }\n    openOrder {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment TestPlanFields on MaintenancePlan {\n    id\n    farmId\n    title\n    checklist\n    priority\n    leadDays\n    active\n    calendarEvery\n    calendarUnit\n    meterEvery\n    anchor\n    startDate\n    startMeter\n    equipment {\n      id\n    }\n    defaultAssignee {\n      id\n    }\n    lastDone {\n      date\n      meter\n      key\n    }\n    lastSkipped {\n      date\n      meter\n      key\n    }\n    nextDue {\n      date\n      meter\n      dueDate\n      dueNow\n      key\n    }\n    openOrder {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreatePlan($farmId: ID!, $input: MaintenancePlanInput!) {\n    createMaintenancePlan(farmId: $farmId, input: $input) {\n      ...TestPlanFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreatePlan($farmId: ID!, $input: MaintenancePlanInput!) {\n    createMaintenancePlan(farmId: $farmId, input: $input) {\n      ...TestPlanFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdatePlan($id: ID!, $input: MaintenancePlanInput!) {\n    updateMaintenancePlan(id: $id, input: $input) {\n      ...TestPlanFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdatePlan($id: ID!, $input: MaintenancePlanInput!) {\n    updateMaintenancePlan(id: $id, input: $input) {\n      ...TestPlanFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSetPlanActive($id: ID!, $active: Boolean!) {\n    setMaintenancePlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSetPlanActive($id: ID!, $active: Boolean!) {\n    setMaintenancePlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeletePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestDeletePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRunPlanScheduler($farmId: ID!) {\n    runPlanScheduler(farmId: $farmId) {\n      opened\n      orders {\n        id\n        type\n        title\n        status\n        dueDate\n        planId\n        plan {\n          id\n        }\n        checklist {\n          text\n        }\n        assignees {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRunPlanScheduler($farmId: ID!) {\n    runPlanScheduler(farmId: $farmId) {\n      opened\n      orders {\n        id\n        type\n        title\n        status\n        dueDate\n        planId\n        plan {\n          id\n        }\n        checklist {\n          text\n        }\n        assignees {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPlan($id: ID!) {\n    maintenancePlan(id: $id) {\n      ...TestPlanFields\n    }\n  }\n',
): (typeof documents)['\n  query TestPlan($id: ID!) {\n    maintenancePlan(id: $id) {\n      ...TestPlanFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPlans($farmId: ID!, $equipmentId: ID, $active: Boolean) {\n    maintenancePlans(farmId: $farmId, equipmentId: $equipmentId, active: $active) {\n      totalCount\n      edges {\n        node {\n          id\n          title\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestPlans($farmId: ID!, $equipmentId: ID, $active: Boolean) {\n    maintenancePlans(farmId: $farmId, equipmentId: $equipmentId, active: $active) {\n      totalCount\n      edges {\n        node {\n          id\n          title\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestMachinePlans($id: ID!) {\n    equipment(id: $id) {\n      plans {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestMachinePlans($id: ID!) {\n    equipment(id: $id) {\n      plans {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestOrderPlan($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      planId\n      plan {\n        id\n        title\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestOrderPlan($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      planId\n      plan {\n        id\n        title\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestReports($farmId: ID!, $period: ReportPeriodInput!, $filter: ReportFilter, $top: Int) {\n    reports(farmId: $farmId, period: $period, filter: $filter) {\n      farmId from to timeZone periodStart periodEnd periodHours currency equipmentId category\n      reliability {\n        machines operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours availability\n        byMachine {\n          equipment { id code }\n          basis operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours availability\n        }\n      }\n      downtime {\n        totalHours\n        byMachine { equipment { id code } hours periods share }\n        byReason { reason hours periods share }\n      }\n      failurePareto {\n        failures\n        byProblem { failureCode { code label } failures share cumulativeShare }\n        byCause { failureCode { code label } failures share cumulativeShare }\n        byMachine { equipment { code } failures share cumulativeShare }\n      }\n      cost {\n        parts labour total labourHours\n        byMonth { month parts labour total labourHours }\n        byMachine { equipment { code } parts labour total labourHours purchaseCost shareOfPurchaseCost }\n        byCategory { category parts labour total labourHours }\n      }\n      pmCompliance {\n        due onTime late missed notYetDue compliance\n        exceptions { order { number title } dueDate outcome completedOn daysLate }\n      }\n      plannedVsReactive { byType { type completedOrders labourHours } plannedOrderShare plannedHourShare }\n      backlog { total cells { age priority count } }\n      partsConsumption(top: $top) {\n        parts issuedValue returnedValue netValue\n        top { part { partNumber } issued returned net netValue share }\n      }\n      stockValue { opening months { month at value } }\n    }\n  }\n',
): (typeof documents)['\n  query TestReports($farmId: ID!, $period: ReportPeriodInput!, $filter: ReportFilter, $top: Int) {\n    reports(farmId: $farmId, period: $period, filter: $filter) {\n      farmId from to timeZone periodStart periodEnd periodHours currency equipmentId category\n      reliability {\n        machines operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours availability\n        byMachine {\n          equipment { id code }\n          basis operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours availability\n        }\n      }\n      downtime {\n        totalHours\n        byMachine { equipment { id code } hours periods share }\n        byReason { reason hours periods share }\n      }\n      failurePareto {\n        failures\n        byProblem { failureCode { code label } failures share cumulativeShare }\n        byCause { failureCode { code label } failures share cumulativeShare }\n        byMachine { equipment { code } failures share cumulativeShare }\n      }\n      cost {\n        parts labour total labourHours\n        byMonth { month parts labour total labourHours }\n        byMachine { equipment { code } parts labour total labourHours purchaseCost shareOfPurchaseCost }\n        byCategory { category parts labour total labourHours }\n      }\n      pmCompliance {\n        due onTime late missed notYetDue compliance\n        exceptions { order { number title } dueDate outcome completedOn daysLate }\n      }\n      plannedVsReactive { byType { type completedOrders labourHours } plannedOrderShare plannedHourShare }\n      backlog { total cells { age priority count } }\n      partsConsumption(top: $top) {\n        parts issuedValue returnedValue netValue\n        top { part { partNumber } issued returned net netValue share }\n      }\n      stockValue { opening months { month at value } }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestRequestLink($id: ID!) {\n    equipment(id: $id) {\n      id\n      status\n      requestLink\n    }\n  }\n',
): (typeof documents)['\n  query TestRequestLink($id: ID!) {\n    equipment(id: $id) {\n      id\n      status\n      requestLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRotateRequestToken($equipmentId: ID!) {\n    rotateRequestToken(equipmentId: $equipmentId) {\n      id\n      requestLink\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRotateRequestToken($equipmentId: ID!) {\n    rotateRequestToken(equipmentId: $equipmentId) {\n      id\n      requestLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TestPhotoFields on Photo {\n    id\n    url\n    thumbnailUrl\n    createdAt\n    createdBy {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment TestPhotoFields on Photo {\n    id\n    url\n    thumbnailUrl\n    createdAt\n    createdBy {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TestRequestFields on MaintenanceRequest {\n    id\n    farmId\n    status\n    description\n    machineStopped\n    reporterName\n    reporterPhone\n    declineReason\n    decidedAt\n    createdAt\n    decidedBy {\n      id\n    }\n    equipment {\n      id\n      code\n    }\n    photo {\n      ...TestPhotoFields\n    }\n    workOrder {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment TestRequestFields on MaintenanceRequest {\n    id\n    farmId\n    status\n    description\n    machineStopped\n    reporterName\n    reporterPhone\n    declineReason\n    decidedAt\n    createdAt\n    decidedBy {\n      id\n    }\n    equipment {\n      id\n      code\n    }\n    photo {\n      ...TestPhotoFields\n    }\n    workOrder {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TestRequestOrderFields on MaintenanceRequest {\n    workOrder {\n      id\n      type\n      title\n      description\n      priority\n      status\n      equipmentDown\n      failureAt\n      equipment {\n        id\n        status\n      }\n      assignees {\n        id\n      }\n      photos {\n        ...TestPhotoFields\n      }\n      maintenanceRequest {\n        id\n        reporterName\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment TestRequestOrderFields on MaintenanceRequest {\n    workOrder {\n      id\n      type\n      title\n      description\n      priority\n      status\n      equipmentDown\n      failureAt\n      equipment {\n        id\n        status\n      }\n      assignees {\n        id\n      }\n      photos {\n        ...TestPhotoFields\n      }\n      maintenanceRequest {\n        id\n        reporterName\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestMaintenanceRequests($farmId: ID!, $status: [MaintenanceRequestStatus!], $first: Int, $after: String) {\n    maintenanceRequests(farmId: $farmId, status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TestRequestFields\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestMaintenanceRequests($farmId: ID!, $status: [MaintenanceRequestStatus!], $first: Int, $after: String) {\n    maintenanceRequests(farmId: $farmId, status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TestRequestFields\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestMaintenanceRequest($id: ID!) {\n    maintenanceRequest(id: $id) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n',
): (typeof documents)['\n  query TestMaintenanceRequest($id: ID!) {\n    maintenanceRequest(id: $id) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestApproveRequest($id: ID!, $priority: WorkOrderPriority, $assigneeIds: [ID!]) {\n    approveMaintenanceRequest(id: $id, priority: $priority, assigneeIds: $assigneeIds) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestApproveRequest($id: ID!, $priority: WorkOrderPriority, $assigneeIds: [ID!]) {\n    approveMaintenanceRequest(id: $id, priority: $priority, assigneeIds: $assigneeIds) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeclineRequest($id: ID!, $reason: String!) {\n    declineMaintenanceRequest(id: $id, reason: $reason) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestDeclineRequest($id: ID!, $reason: String!) {\n    declineMaintenanceRequest(id: $id, reason: $reason) {\n      ...TestRequestFields\n      ...TestRequestOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestOrderNotes($id: ID!) {\n    workOrder(id: $id) {\n      id\n      photos {\n        ...TestPhotoFields\n      }\n      checklist {\n        id\n        photos {\n          id\n        }\n      }\n      comments {\n        id\n        body\n        createdAt\n        author {\n          id\n        }\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestOrderNotes($id: ID!) {\n    workOrder(id: $id) {\n      id\n      photos {\n        ...TestPhotoFields\n      }\n      checklist {\n        id\n        photos {\n          id\n        }\n      }\n      comments {\n        id\n        body\n        createdAt\n        author {\n          id\n        }\n      }\n      timeline {\n        action\n        changes\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestAttachPhoto($workOrderId: ID!, $photoId: ID!, $checklistItemId: ID) {\n    attachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId, checklistItemId: $checklistItemId) {\n      id\n      photos {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestAttachPhoto($workOrderId: ID!, $photoId: ID!, $checklistItemId: ID) {\n    attachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId, checklistItemId: $checklistItemId) {\n      id\n      photos {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDetachPhoto($workOrderId: ID!, $photoId: ID!) {\n    detachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId) {\n      id\n      photos {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestDetachPhoto($workOrderId: ID!, $photoId: ID!) {\n    detachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId) {\n      id\n      photos {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestAddComment($workOrderId: ID!, $input: AddWorkOrderCommentInput!) {\n    addWorkOrderComment(workOrderId: $workOrderId, input: $input) {\n      id\n      body\n      author {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestAddComment($workOrderId: ID!, $input: AddWorkOrderCommentInput!) {\n    addWorkOrderComment(workOrderId: $workOrderId, input: $input) {\n      id\n      body\n      author {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppsScrumboardCard on ScrumboardCard {\n    id\n    boardId\n    listId\n    position\n    title\n    description\n    dueDate\n    labels {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  fragment AppsScrumboardCard on ScrumboardCard {\n    id\n    boardId\n    listId\n    position\n    title\n    description\n    dueDate\n    labels {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsScrumboards($page: Int, $size: Int) {\n    scrumboards(page: $page, size: $size) {\n      items {\n        id\n        title\n        members {\n          id\n          name\n        }\n        lists {\n          title\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsScrumboards($page: Int, $size: Int) {\n    scrumboards(page: $page, size: $size) {\n      items {\n        id\n        title\n        members {\n          id\n          name\n        }\n        lists {\n          title\n        }\n      }\n      pagination {\n        ...AppsPagination\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsScrumboard($id: ID!) {\n    scrumboard(id: $id) {\n      id\n      title\n      members {\n        id\n      }\n      lists {\n        id\n        title\n        position\n        cards {\n          ...AppsScrumboardCard\n        }\n      }\n      labels {\n        id\n        title\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppsScrumboard($id: ID!) {\n    scrumboard(id: $id) {\n      id\n      title\n      members {\n        id\n      }\n      lists {\n        id\n        title\n        position\n        cards {\n          ...AppsScrumboardCard\n        }\n      }\n      labels {\n        id\n        title\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppsScrumboardLabels($boardId: ID!) {\n    scrumboardLabels(boardId: $boardId) {\n      id\n      boardId\n      title\n    }\n  }\n',
): (typeof documents)['\n  query AppsScrumboardLabels($boardId: ID!) {\n    scrumboardLabels(boardId: $boardId) {\n      id\n      boardId\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsScrumboardLists($input: ScrumboardListInput!, $lists: [ScrumboardListUpdate!]!) {\n    createScrumboardList(input: $input) {\n      id\n      position\n      cards {\n        id\n      }\n    }\n    updateScrumboardLists(lists: $lists) {\n      id\n      title\n      position\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsScrumboardLists($input: ScrumboardListInput!, $lists: [ScrumboardListUpdate!]!) {\n    createScrumboardList(input: $input) {\n      id\n      position\n      cards {\n        id\n      }\n    }\n    updateScrumboardLists(lists: $lists) {\n      id\n      title\n      position\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsScrumboardListEdits($id: ID!, $input: ScrumboardListPatch!, $deleteId: ID!) {\n    updateScrumboardList(id: $id, input: $input) {\n      id\n      title\n      cards {\n        id\n      }\n    }\n    deleteScrumboardList(id: $deleteId)\n  }\n',
): (typeof documents)['\n  mutation AppsScrumboardListEdits($id: ID!, $input: ScrumboardListPatch!, $deleteId: ID!) {\n    updateScrumboardList(id: $id, input: $input) {\n      id\n      title\n      cards {\n        id\n      }\n    }\n    deleteScrumboardList(id: $deleteId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsScrumboardCards($input: ScrumboardCardInput!, $id: ID!, $patch: ScrumboardCardPatch!) {\n    createScrumboardCard(input: $input) {\n      ...AppsScrumboardCard\n    }\n    updateScrumboardCard(id: $id, input: $patch) {\n      ...AppsScrumboardCard\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsScrumboardCards($input: ScrumboardCardInput!, $id: ID!, $patch: ScrumboardCardPatch!) {\n    createScrumboardCard(input: $input) {\n      ...AppsScrumboardCard\n    }\n    updateScrumboardCard(id: $id, input: $patch) {\n      ...AppsScrumboardCard\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsScrumboardCardBatches($cards: [ScrumboardCardUpdate!]!, $places: [ScrumboardCardPlace!]!) {\n    updateScrumboardCards(cards: $cards) {\n      id\n      position\n    }\n    updateScrumboardCardPositions(cards: $places) {\n      id\n      position\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsScrumboardCardBatches($cards: [ScrumboardCardUpdate!]!, $places: [ScrumboardCardPlace!]!) {\n    updateScrumboardCards(cards: $cards) {\n      id\n      position\n    }\n    updateScrumboardCardPositions(cards: $places) {\n      id\n      position\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsScrumboardDeletes($cardId: ID!, $labelId: ID!) {\n    deleteScrumboardCard(id: $cardId)\n    deleteScrumboardLabel(id: $labelId)\n  }\n',
): (typeof documents)['\n  mutation AppsScrumboardDeletes($cardId: ID!, $labelId: ID!) {\n    deleteScrumboardCard(id: $cardId)\n    deleteScrumboardLabel(id: $labelId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsScrumboardLabelMutations($boardId: ID!, $title: String!) {\n    createScrumboardLabel(boardId: $boardId, title: $title) {\n      id\n      boardId\n      title\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsScrumboardLabelMutations($boardId: ID!, $title: String!) {\n    createScrumboardLabel(boardId: $boardId, title: $title) {\n      id\n      boardId\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsScrumboardRenameLabel($id: ID!, $title: String!) {\n    updateScrumboardLabel(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsScrumboardRenameLabel($id: ID!, $title: String!) {\n    updateScrumboardLabel(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsScrumboardUpdateCard($id: ID!, $patch: ScrumboardCardPatch!) {\n    updateScrumboardCard(id: $id, input: $patch) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsScrumboardUpdateCard($id: ID!, $patch: ScrumboardCardPatch!) {\n    updateScrumboardCard(id: $id, input: $patch) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AppsScrumboardUpdateCards($cards: [ScrumboardCardUpdate!]!) {\n    updateScrumboardCards(cards: $cards) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AppsScrumboardUpdateCards($cards: [ScrumboardCardUpdate!]!) {\n    updateScrumboardCards(cards: $cards) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestChecklist($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      checklist {\n        id\n        position\n        text\n        result\n        note\n        doneAt\n        doneBy {\n          id\n        }\n        correctiveOrder {\n          id\n          number\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestChecklist($id: ID!) {\n    workOrder(id: $id) {\n      id\n      status\n      checklist {\n        id\n        position\n        text\n        result\n        note\n        doneAt\n        doneBy {\n          id\n        }\n        correctiveOrder {\n          id\n          number\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestAddChecklistItem($workOrderId: ID!, $input: AddChecklistItemInput!) {\n    addChecklistItem(workOrderId: $workOrderId, input: $input) {\n      id\n      position\n      text\n      result\n    }\n  }\n',
): (typeof documents)['\n  mutation TestAddChecklistItem($workOrderId: ID!, $input: AddChecklistItemInput!) {\n    addChecklistItem(workOrderId: $workOrderId, input: $input) {\n      id\n      position\n      text\n      result\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRemoveChecklistItem($id: ID!) {\n    removeChecklistItem(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestRemoveChecklistItem($id: ID!) {\n    removeChecklistItem(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRecordChecklistResult($id: ID!, $result: ChecklistResult, $note: String) {\n    recordChecklistResult(id: $id, result: $result, note: $note) {\n      id\n      result\n      note\n      doneAt\n      doneBy {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRecordChecklistResult($id: ID!, $result: ChecklistResult, $note: String) {\n    recordChecklistResult(id: $id, result: $result, note: $note) {\n      id\n      result\n      note\n      doneAt\n      doneBy {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestOpenCorrective($itemId: ID!, $input: OpenCorrectiveInput) {\n    openCorrectiveFromChecklistItem(itemId: $itemId, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestOpenCorrective($itemId: ID!, $input: OpenCorrectiveInput) {\n    openCorrectiveFromChecklistItem(itemId: $itemId, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestFailureCodes($farmId: ID!, $kind: FailureCodeKind, $includeInactive: Boolean) {\n    failureCodes(farmId: $farmId, kind: $kind, includeInactive: $includeInactive) {\n      id\n      farmId\n      kind\n      code\n      label\n      active\n    }\n  }\n',
): (typeof documents)['\n  query TestFailureCodes($farmId: ID!, $kind: FailureCodeKind, $includeInactive: Boolean) {\n    failureCodes(farmId: $farmId, kind: $kind, includeInactive: $includeInactive) {\n      id\n      farmId\n      kind\n      code\n      label\n      active\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateFailureCode($input: CreateFailureCodeInput!) {\n    createFailureCode(input: $input) {\n      id\n      farmId\n      kind\n      code\n      label\n      active\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateFailureCode($input: CreateFailureCodeInput!) {\n    createFailureCode(input: $input) {\n      id\n      farmId\n      kind\n      code\n      label\n      active\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateFailureCode($id: ID!, $input: UpdateFailureCodeInput!) {\n    updateFailureCode(id: $id, input: $input) {\n      id\n      label\n      active\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateFailureCode($id: ID!, $input: UpdateFailureCodeInput!) {\n    updateFailureCode(id: $id, input: $input) {\n      id\n      label\n      active\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRecordFailure($id: ID!, $input: WorkOrderFailureInput!) {\n    recordWorkOrderFailure(id: $id, input: $input) {\n      id\n      problem {\n        code\n      }\n      cause {\n        code\n      }\n      remedy {\n        code\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRecordFailure($id: ID!, $input: WorkOrderFailureInput!) {\n    recordWorkOrderFailure(id: $id, input: $input) {\n      id\n      problem {\n        code\n      }\n      cause {\n        code\n      }\n      remedy {\n        code\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestDowntime($id: ID!) {\n    workOrder(id: $id) {\n      id\n      downtime {\n        id\n        startedAt\n        endedAt\n        reason\n        minutes\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestDowntime($id: ID!) {\n    workOrder(id: $id) {\n      id\n      downtime {\n        id\n        startedAt\n        endedAt\n        reason\n        minutes\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestAddDowntime($workOrderId: ID!, $input: DowntimeInput!) {\n    addDowntime(workOrderId: $workOrderId, input: $input) {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n',
): (typeof documents)['\n  mutation TestAddDowntime($workOrderId: ID!, $input: DowntimeInput!) {\n    addDowntime(workOrderId: $workOrderId, input: $input) {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateDowntime($id: ID!, $input: UpdateDowntimeInput!) {\n    updateDowntime(id: $id, input: $input) {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateDowntime($id: ID!, $input: UpdateDowntimeInput!) {\n    updateDowntime(id: $id, input: $input) {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRemoveDowntime($id: ID!) {\n    removeDowntime(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestRemoveDowntime($id: ID!) {\n    removeDowntime(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TestWorkOrderFields on WorkOrder {\n    id\n    farmId\n    number\n    type\n    title\n    description\n    priority\n    status\n    dueDate\n    overdue\n    scheduledStart\n    scheduledEnd\n    estimatedMinutes\n    startedAt\n    completedAt\n    cancelledAt\n    cancelReason\n    holdReason\n    completionNotes\n    failureAt\n    equipmentDown\n    planId\n    viewerActions\n    updatedAt\n    equipment {\n      id\n      code\n      status\n      meterValue\n    }\n    assignees {\n      id\n      name\n    }\n    requester {\n      id\n      name\n    }\n    parent {\n      id\n      number\n    }\n  }\n',
): (typeof documents)['\n  fragment TestWorkOrderFields on WorkOrder {\n    id\n    farmId\n    number\n    type\n    title\n    description\n    priority\n    status\n    dueDate\n    overdue\n    scheduledStart\n    scheduledEnd\n    estimatedMinutes\n    startedAt\n    completedAt\n    cancelledAt\n    cancelReason\n    holdReason\n    completionNotes\n    failureAt\n    equipmentDown\n    planId\n    viewerActions\n    updatedAt\n    equipment {\n      id\n      code\n      status\n      meterValue\n    }\n    assignees {\n      id\n      name\n    }\n    requester {\n      id\n      name\n    }\n    parent {\n      id\n      number\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestWorkOrder($id: ID!) {\n    workOrder(id: $id) {\n      ...TestWorkOrderFields\n      timeline {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestWorkOrder($id: ID!) {\n    workOrder(id: $id) {\n      ...TestWorkOrderFields\n      timeline {\n        id\n        action\n        actorName\n        at\n        changes\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestWorkOrders($farmId: ID!, $filter: WorkOrderFilter, $sort: WorkOrderSort, $first: Int, $after: String) {\n    workOrders(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          number\n          title\n          status\n          priority\n          dueDate\n          overdue\n          updatedAt\n          equipment {\n            id\n            code\n          }\n          assignees {\n            id\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestWorkOrders($farmId: ID!, $filter: WorkOrderFilter, $sort: WorkOrderSort, $first: Int, $after: String) {\n    workOrders(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          number\n          title\n          status\n          priority\n          dueDate\n          overdue\n          updatedAt\n          equipment {\n            id\n            code\n          }\n          assignees {\n            id\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestWorkOrderAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query TestWorkOrderAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestMachineWorkOrders($id: ID!) {\n    equipment(id: $id) {\n      id\n      status\n      workOrders {\n        id\n        number\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestMachineWorkOrders($id: ID!) {\n    equipment(id: $id) {\n      id\n      status\n      workOrders {\n        id\n        number\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateWorkOrder($input: CreateWorkOrderInput!) {\n    createWorkOrder(input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateWorkOrder($input: CreateWorkOrderInput!) {\n    createWorkOrder(input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateWorkOrder($id: ID!, $input: UpdateWorkOrderInput!) {\n    updateWorkOrder(id: $id, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateWorkOrder($id: ID!, $input: UpdateWorkOrderInput!) {\n    updateWorkOrder(id: $id, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestAssignWorkOrder($id: ID!, $assigneeIds: [ID!]!) {\n    assignWorkOrder(id: $id, assigneeIds: $assigneeIds) {\n      ...TestWorkOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestAssignWorkOrder($id: ID!, $assigneeIds: [ID!]!) {\n    assignWorkOrder(id: $id, assigneeIds: $assigneeIds) {\n      ...TestWorkOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestStartWorkOrder($id: ID!) {\n    startWorkOrder(id: $id) {\n      ...TestWorkOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestStartWorkOrder($id: ID!) {\n    startWorkOrder(id: $id) {\n      ...TestWorkOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestHoldWorkOrder($id: ID!, $reason: String) {\n    holdWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestHoldWorkOrder($id: ID!, $reason: String) {\n    holdWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestResumeWorkOrder($id: ID!) {\n    resumeWorkOrder(id: $id) {\n      ...TestWorkOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestResumeWorkOrder($id: ID!) {\n    resumeWorkOrder(id: $id) {\n      ...TestWorkOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCompleteWorkOrder($id: ID!, $input: CompleteWorkOrderInput) {\n    completeWorkOrder(id: $id, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCompleteWorkOrder($id: ID!, $input: CompleteWorkOrderInput) {\n    completeWorkOrder(id: $id, input: $input) {\n      ...TestWorkOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCancelWorkOrder($id: ID!, $reason: String!) {\n    cancelWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCancelWorkOrder($id: ID!, $reason: String!) {\n    cancelWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestReopenWorkOrder($id: ID!, $reason: String) {\n    reopenWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TestReopenWorkOrder($id: ID!, $reason: String) {\n    reopenWorkOrder(id: $id, reason: $reason) {\n      ...TestWorkOrderFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestLowParts($farmId: ID!) {\n    spareParts(farmId: $farmId, filter: { lowStock: true }, first: 100) {\n      edges {\n        node {\n          id\n          reserved\n          available\n          lowStock\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestLowParts($farmId: ID!) {\n    spareParts(farmId: $farmId, filter: { lowStock: true }, first: 100) {\n      edges {\n        node {\n          id\n          reserved\n          available\n          lowStock\n        }\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
