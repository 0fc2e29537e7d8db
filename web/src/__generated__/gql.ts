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
  '\n  query MachineOptions($farmId: ID!, $text: String) {\n    equipmentList(farmId: $farmId, filter: { text: $text }) {\n      edges {\n        node {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n': typeof types.MachineOptionsDocument;
  '\n  query ChosenMachine($id: ID!) {\n    equipment(id: $id) {\n      id\n      code\n      name\n    }\n  }\n': typeof types.ChosenMachineDocument;
  '\n  query PartOptions($farmId: ID!, $text: String) {\n    spareParts(farmId: $farmId, filter: { text: $text }, first: 20) {\n      edges {\n        node {\n          id\n          partNumber\n          name\n          available\n        }\n      }\n    }\n  }\n': typeof types.PartOptionsDocument;
  '\n  query WorkOrderAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n': typeof types.WorkOrderAssigneesDocument;
  '\n  mutation CreateMaintenancePlan($farmId: ID!, $input: MaintenancePlanInput!) {\n    createMaintenancePlan(farmId: $farmId, input: $input) {\n      id\n      ...PlanCard_plan\n    }\n  }\n': typeof types.CreateMaintenancePlanDocument;
  '\n  mutation DeleteMaintenancePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n': typeof types.DeleteMaintenancePlanDocument;
  '\n  query MachinePlans($id: ID!) {\n    equipment(id: $id) {\n      id\n      plans {\n        id\n        ...PlanCard_plan\n      }\n    }\n  }\n': typeof types.MachinePlansDocument;
  '\n  query PlanMachine($id: ID!) {\n    equipment(id: $id) {\n      id\n      meterUnit\n    }\n  }\n': typeof types.PlanMachineDocument;
  '\n  mutation RunPlanScheduler($farmId: ID!) {\n    runPlanScheduler(farmId: $farmId) {\n      opened\n      orders {\n        id\n        number\n        title\n      }\n    }\n  }\n': typeof types.RunPlanSchedulerDocument;
  '\n  mutation SetMaintenancePlanActive($id: ID!, $active: Boolean!) {\n    setMaintenancePlanActive(id: $id, active: $active) {\n      id\n      ...PlanCard_plan\n    }\n  }\n': typeof types.SetMaintenancePlanActiveDocument;
  '\n  mutation UpdateMaintenancePlan($id: ID!, $input: MaintenancePlanInput!) {\n    updateMaintenancePlan(id: $id, input: $input) {\n      id\n      ...PlanCard_plan\n    }\n  }\n': typeof types.UpdateMaintenancePlanDocument;
  '\n  fragment PlanCard_plan on MaintenancePlan {\n    id\n    farmId\n    title\n    instructions\n    checklist\n    parts {\n      partId\n      quantity\n      part {\n        id\n        partNumber\n        name\n      }\n    }\n    estimatedMinutes\n    defaultAssignee {\n      id\n      name\n    }\n    priority\n    leadDays\n    active\n    calendarEvery\n    calendarUnit\n    meterEvery\n    anchor\n    startDate\n    startMeter\n    seasonStart\n    seasonEnd\n    breakInDays\n    breakInMeter\n    lastDone {\n      date\n      meter\n    }\n    lastSkipped {\n      date\n    }\n    nextDue {\n      date\n      meter\n      breakIn\n      projectedDate\n      ratePerDay\n      dueDate\n      dueNow\n    }\n    openOrder {\n      id\n      number\n      status\n      planLate\n    }\n    lateCount\n    equipment {\n      id\n      code\n      name\n      meterUnit\n    }\n  }\n': typeof types.PlanCard_PlanFragmentDoc;
  '\n  query Account {\n    me {\n      id\n      email\n      roles\n      ...ProfileForm_me\n    }\n    farms {\n      id\n      ...MyFarms_farm\n    }\n  }\n': typeof types.AccountDocument;
  '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(input: { currentPassword: $currentPassword, newPassword: $newPassword })\n  }\n': typeof types.ChangePasswordDocument;
  '\n  mutation UpdateProfile($name: String!, $avatar: String) {\n    updateMe(input: { name: $name, avatar: $avatar }) {\n      id\n      name\n      avatar\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  fragment MyFarms_farm on Farm {\n    id\n    name\n    reference\n    viewerRole\n  }\n': typeof types.MyFarms_FarmFragmentDoc;
  '\n  fragment ProfileForm_me on User {\n    id\n    name\n    avatar\n  }\n': typeof types.ProfileForm_MeFragmentDoc;
  '\n  query Dashboard($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      farmId\n      openByPriority {\n        type\n        priority\n        count\n      }\n      overdue {\n        type\n        count\n      }\n      completedThisMonth {\n        type\n        count\n      }\n      machinesDown {\n        equipment {\n          id\n          code\n          name\n        }\n        since\n      }\n      pendingRequests\n      plansDueSoon\n      lowStockParts\n      stockValue\n      currency\n      recentActivity(first: 10) {\n        id\n        entityType\n        entityId\n        label\n        action\n        actorName\n        at\n      }\n      ordersPerWeek {\n        weekStart\n        opened\n        completed\n      }\n      downtimeByMachine {\n        equipment {\n          id\n          code\n        }\n        hours\n      }\n    }\n  }\n': typeof types.DashboardDocument;
  '\n  mutation CreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      id\n      ...EquipmentOverview_equipment\n    }\n  }\n': typeof types.CreateEquipmentDocument;
  '\n  query EquipmentDetail($id: ID!) {\n    equipment(id: $id) {\n      id\n      ...EquipmentOverview_equipment\n      ...ReadingsTab_equipment\n      ...ImplementsTab_equipment\n      ...PartsTab_equipment\n      ...HistoryTab_equipment\n    }\n  }\n': typeof types.EquipmentDetailDocument;
  '\n  query EquipmentList($farmId: ID!, $filter: EquipmentFilter, $sort: EquipmentSort, $first: Int, $after: String) {\n    equipmentList(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...EquipmentTable_equipment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n': typeof types.EquipmentListDocument;
  '\n  query MachineWorkOrders($id: ID!, $first: Int!) {\n    equipment(id: $id) {\n      id\n      workOrders(first: $first) {\n        id\n        number\n        title\n        type\n        status\n        holdReason\n        priority\n        dueDate\n        overdue\n      }\n    }\n  }\n': typeof types.MachineWorkOrdersDocument;
  '\n  query PublicUrl {\n    appConfig {\n      publicUrl\n    }\n  }\n': typeof types.PublicUrlDocument;
  '\n  mutation RecordMeterReading($equipmentId: ID!, $value: Float!) {\n    recordMeterReading(equipmentId: $equipmentId, value: $value) {\n      id\n      value\n      readAt\n    }\n  }\n': typeof types.RecordMeterReadingDocument;
  '\n  query EquipmentRequestLink($id: ID!) {\n    equipment(id: $id) {\n      id\n      requestLink\n    }\n  }\n': typeof types.EquipmentRequestLinkDocument;
  '\n  mutation RetireEquipment($id: ID!) {\n    retireEquipment(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n': typeof types.RetireEquipmentDocument;
  '\n  mutation RotateRequestToken($equipmentId: ID!) {\n    rotateRequestToken(equipmentId: $equipmentId) {\n      id\n      requestLink\n    }\n  }\n': typeof types.RotateRequestTokenDocument;
  '\n  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      id\n      ...EquipmentOverview_equipment\n    }\n  }\n': typeof types.UpdateEquipmentDocument;
  '\n  fragment EquipmentTable_equipment on Equipment {\n    id\n    code\n    name\n    category\n    make\n    model\n    serialNumber\n    year\n    status\n    criticality\n    location\n    meterUnit\n    meterValue\n    updatedAt\n  }\n': typeof types.EquipmentTable_EquipmentFragmentDoc;
  '\n  fragment HistoryTab_equipment on Equipment {\n    id\n    history {\n      id\n      action\n      actorName\n      at\n      changes\n    }\n  }\n': typeof types.HistoryTab_EquipmentFragmentDoc;
  '\n  fragment ImplementsTab_equipment on Equipment {\n    id\n    farmId\n    parent {\n      id\n    }\n    children {\n      id\n      code\n      name\n      category\n      status\n    }\n  }\n': typeof types.ImplementsTab_EquipmentFragmentDoc;
  '\n  fragment EquipmentOverview_equipment on Equipment {\n    id\n    farmId\n    code\n    name\n    category\n    make\n    model\n    serialNumber\n    year\n    status\n    criticality\n    location\n    parent {\n      id\n      code\n      name\n    }\n    meterUnit\n    meterValue\n    # The edit form fixes the meter unit once there is a reading.\n    lastReading: readings(first: 1) {\n      id\n    }\n    purchaseDate\n    purchaseCost\n    warrantyEnd\n    notes\n    createdAt\n    updatedAt\n  }\n': typeof types.EquipmentOverview_EquipmentFragmentDoc;
  '\n  fragment PartsTab_equipment on Equipment {\n    id\n    compatibleParts {\n      id\n      partNumber\n      name\n      unit\n      quantityOnHand\n      lowStock\n    }\n  }\n': typeof types.PartsTab_EquipmentFragmentDoc;
  '\n  fragment ReadingsTab_equipment on Equipment {\n    id\n    status\n    meterUnit\n    meterValue\n    readings {\n      id\n      value\n      readAt\n      recordedByName\n    }\n  }\n': typeof types.ReadingsTab_EquipmentFragmentDoc;
  '\n  query SpareParts($farmId: ID!, $filter: SparePartFilter, $sort: SparePartSort, $first: Int, $after: String) {\n    spareParts(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PartsList_part\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n      farmStockValue\n    }\n  }\n': typeof types.SparePartsDocument;
  '\n  mutation AdjustStock($partId: ID!, $quantity: Float!, $reason: String!) {\n    adjustStock(partId: $partId, quantity: $quantity, reason: $reason) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n': typeof types.AdjustStockDocument;
  '\n  mutation CreateSparePart($input: CreateSparePartInput!) {\n    createSparePart(input: $input) {\n      id\n      ...PartSummary_part\n    }\n  }\n': typeof types.CreateSparePartDocument;
  '\n  query EquipmentOptions($farmId: ID!) {\n    equipmentList(farmId: $farmId, first: 100, sort: { field: CODE }) {\n      edges {\n        node {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n': typeof types.EquipmentOptionsDocument;
  '\n  mutation IssueStock($partId: ID!, $quantity: Float!, $note: String) {\n    issueStock(partId: $partId, quantity: $quantity, note: $note) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n': typeof types.IssueStockDocument;
  '\n  mutation ReceiveStock($partId: ID!, $quantity: Float!, $unitCost: Float, $note: String) {\n    receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost, note: $note) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n': typeof types.ReceiveStockDocument;
  '\n  query SparePart($id: ID!) {\n    sparePart(id: $id) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n      ...PlannedOrders_part\n    }\n  }\n': typeof types.SparePartDocument;
  '\n  mutation UpdateSparePart($id: ID!, $input: UpdateSparePartInput!) {\n    updateSparePart(id: $id, input: $input) {\n      id\n      ...PartSummary_part\n    }\n  }\n': typeof types.UpdateSparePartDocument;
  '\n  fragment MovementLedger_part on SparePart {\n    id\n    movements(first: 50) {\n      id\n      type\n      quantity\n      unitCost\n      balanceAfter\n      note\n      createdByName\n      createdAt\n      workOrder {\n        id\n        number\n      }\n    }\n  }\n': typeof types.MovementLedger_PartFragmentDoc;
  '\n  fragment PartSummary_part on SparePart {\n    id\n    partNumber\n    name\n    category\n    unit\n    quantityOnHand\n    minQuantity\n    reorderQuantity\n    unitCost\n    stockValue\n    lowStock\n    storageLocation\n    supplier\n    updatedAt\n    compatibleEquipment {\n      id\n      code\n      name\n    }\n  }\n': typeof types.PartSummary_PartFragmentDoc;
  '\n  fragment PartsList_part on SparePart {\n    id\n    partNumber\n    name\n    category\n    unit\n    quantityOnHand\n    minQuantity\n    unitCost\n    stockValue\n    lowStock\n    supplier\n    storageLocation\n    updatedAt\n  }\n': typeof types.PartsList_PartFragmentDoc;
  '\n  fragment PlannedOrders_part on SparePart {\n    id\n    unit\n    plannedOn {\n      id\n      plannedQuantity\n      reservedQuantity\n      workOrder {\n        id\n        number\n        title\n        status\n        holdReason\n        dueDate\n        overdue\n      }\n    }\n  }\n': typeof types.PlannedOrders_PartFragmentDoc;
  '\n  fragment RequestRow_request on MaintenanceRequest {\n    id\n    status\n    description\n    machineStopped\n    reporterName\n    reporterPhone\n    declineReason\n    createdAt\n    decidedAt\n    equipment {\n      id\n      code\n      name\n    }\n    photo {\n      id\n      url\n      thumbnailUrl\n    }\n    workOrder {\n      id\n      number\n    }\n    decidedBy {\n      id\n      name\n    }\n  }\n': typeof types.RequestRow_RequestFragmentDoc;
  '\n  mutation ApproveMaintenanceRequest($id: ID!, $priority: WorkOrderPriority, $assigneeIds: [ID!]) {\n    approveMaintenanceRequest(id: $id, priority: $priority, assigneeIds: $assigneeIds) {\n      id\n      ...RequestRow_request\n    }\n  }\n': typeof types.ApproveMaintenanceRequestDocument;
  '\n  mutation DeclineMaintenanceRequest($id: ID!, $reason: String!) {\n    declineMaintenanceRequest(id: $id, reason: $reason) {\n      id\n      ...RequestRow_request\n    }\n  }\n': typeof types.DeclineMaintenanceRequestDocument;
  '\n  query MaintenanceRequests($farmId: ID!, $status: [MaintenanceRequestStatus!], $first: Int, $after: String) {\n    maintenanceRequests(farmId: $farmId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...RequestRow_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n': typeof types.MaintenanceRequestsDocument;
  '\n  query RequestAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n': typeof types.RequestAssigneesDocument;
  '\n  query Planning($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      farmId\n      weeklyCapacityHours\n      orders {\n        day\n        basis\n        order {\n          id\n          number\n          title\n          type\n          priority\n          status\n          scheduledStart\n          scheduledEnd\n          assignees {\n            id\n            name\n          }\n          equipment {\n            id\n            code\n          }\n        }\n      }\n      forecasts {\n        key\n        dueDate\n        meter\n        overdue\n        hasOpenOrder\n        plan {\n          id\n          title\n          defaultAssignee {\n            id\n            name\n          }\n        }\n        equipment {\n          id\n          code\n          name\n          meterUnit\n        }\n      }\n      workload {\n        technician {\n          id\n          name\n        }\n        week\n        weekStart\n        estimatedHours\n        capacityHours\n        overCapacity\n      }\n    }\n  }\n': typeof types.PlanningDocument;
  '\n  mutation RescheduleOrder($id: ID!, $input: RescheduleWorkOrderInput!) {\n    rescheduleWorkOrder(id: $id, input: $input) {\n      order {\n        id\n        scheduledStart\n        scheduledEnd\n        assignees {\n          id\n          name\n        }\n      }\n      previous {\n        scheduledStart\n        scheduledEnd\n        assigneeIds\n      }\n    }\n  }\n': typeof types.RescheduleOrderDocument;
  '\n  query FarmPlans($farmId: ID!, $equipmentId: ID, $active: Boolean, $dueWithinDays: Int, $first: Int, $after: String) {\n    maintenancePlans(\n      farmId: $farmId\n      equipmentId: $equipmentId\n      active: $active\n      dueWithinDays: $dueWithinDays\n      first: $first\n      after: $after\n    ) {\n      edges {\n        cursor\n        node {\n          id\n          ...PlanCard_plan\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n': typeof types.FarmPlansDocument;
  '\n  query Reports(\n    $farmId: ID!\n    $period: ReportPeriodInput!\n    $filter: ReportFilter\n    $machineId: ID!\n    $withMachine: Boolean!\n  ) {\n    reports(farmId: $farmId, period: $period, filter: $filter) {\n      farmId\n      from\n      to\n      currency\n      reliability {\n        ...ReliabilitySection_report\n      }\n      downtime {\n        ...DowntimeSection_report\n      }\n      failurePareto {\n        ...FailureParetoSection_report\n      }\n      cost {\n        ...CostSection_report\n      }\n      pmCompliance {\n        ...PmComplianceSection_report\n      }\n      plannedVsReactive {\n        ...PlannedReactiveSection_report\n      }\n      backlog {\n        ...BacklogSection_report\n      }\n      partsConsumption {\n        ...PartsConsumptionSection_report\n      }\n      stockValue {\n        ...StockValueSection_report\n      }\n    }\n    machine: equipment(id: $machineId) @include(if: $withMachine) {\n      id\n      code\n      name\n    }\n  }\n': typeof types.ReportsDocument;
  '\n  fragment BacklogSection_report on BacklogReport {\n    total\n    cells {\n      age\n      priority\n      count\n    }\n  }\n': typeof types.BacklogSection_ReportFragmentDoc;
  '\n  fragment CostSection_report on CostReport {\n    parts\n    labour\n    total\n    labourHours\n    byMonth {\n      month\n      parts\n      labour\n      total\n      labourHours\n    }\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      parts\n      labour\n      total\n      labourHours\n      purchaseCost\n      shareOfPurchaseCost\n    }\n    byCategory {\n      category\n      parts\n      labour\n      total\n      labourHours\n    }\n  }\n': typeof types.CostSection_ReportFragmentDoc;
  '\n  fragment DowntimeSection_report on DowntimeReport {\n    totalHours\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      hours\n      periods\n      share\n    }\n    byReason {\n      reason\n      hours\n      periods\n      share\n    }\n  }\n': typeof types.DowntimeSection_ReportFragmentDoc;
  '\n  fragment FailureParetoSection_report on FailureParetoReport {\n    failures\n    byProblem {\n      failureCode {\n        id\n        code\n        label\n      }\n      failures\n      share\n      cumulativeShare\n    }\n    byCause {\n      failureCode {\n        id\n        code\n        label\n      }\n      failures\n      share\n      cumulativeShare\n    }\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      failures\n      share\n      cumulativeShare\n    }\n  }\n': typeof types.FailureParetoSection_ReportFragmentDoc;
  "\n  fragment PartsConsumptionSection_report on PartsConsumptionReport {\n    parts\n    issuedValue\n    returnedValue\n    netValue\n    # The server's default number of parts, as its CSV's: the file lists the rows shown.\n    top {\n      part {\n        id\n        partNumber\n        name\n        unit\n      }\n      issued\n      returned\n      net\n      netValue\n      share\n    }\n  }\n": typeof types.PartsConsumptionSection_ReportFragmentDoc;
  '\n  fragment PlannedReactiveSection_report on PlannedReactiveReport {\n    byType {\n      type\n      completedOrders\n      labourHours\n    }\n    plannedOrderShare\n    plannedHourShare\n  }\n': typeof types.PlannedReactiveSection_ReportFragmentDoc;
  "\n  fragment PmComplianceSection_report on PmComplianceReport {\n    due\n    onTime\n    late\n    missed\n    notYetDue\n    compliance\n    # The server's default length, as its CSV's: the file lists the rows shown.\n    exceptions {\n      order {\n        id\n        number\n        title\n        equipment {\n          id\n          code\n        }\n      }\n      dueDate\n      outcome\n      completedOn\n      daysLate\n    }\n  }\n": typeof types.PmComplianceSection_ReportFragmentDoc;
  '\n  fragment ReliabilitySection_report on ReliabilityReport {\n    machines\n    operatingHours\n    failures\n    mtbfHours\n    repairs\n    repairHours\n    mttrHours\n    downtimeHours\n    availability\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      basis\n      operatingHours\n      failures\n      mtbfHours\n      repairs\n      repairHours\n      mttrHours\n      downtimeHours\n      availability\n    }\n  }\n': typeof types.ReliabilitySection_ReportFragmentDoc;
  '\n  fragment StockValueSection_report on StockValueReport {\n    opening\n    months {\n      month\n      at\n      value\n    }\n  }\n': typeof types.StockValueSection_ReportFragmentDoc;
  '\n  mutation CreateFarm($input: CreateFarmInput!) {\n    createFarm(input: $input) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n      currency\n      viewerPermissions\n    }\n  }\n': typeof types.CreateFarmDocument;
  '\n  mutation DeactivateFarmMember($farmId: ID!, $userId: ID!) {\n    deactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      ...MemberTable_member\n    }\n  }\n': typeof types.DeactivateFarmMemberDocument;
  '\n  query FarmInvitations($farmId: ID!, $status: [InvitationStatus!], $first: Int, $after: String) {\n    farmInvitations(farmId: $farmId, status: $status, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...InvitationTable_invitation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n': typeof types.FarmInvitationsDocument;
  '\n  query FarmMembers($farmId: ID!, $filter: FarmMemberFilter, $first: Int, $after: String) {\n    farmMembers(farmId: $farmId, filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MemberTable_member\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n': typeof types.FarmMembersDocument;
  '\n  mutation InviteFarmMember($input: InviteFarmMemberInput!) {\n    inviteFarmMember(input: $input) {\n      id\n      ...InvitationTable_invitation\n    }\n  }\n': typeof types.InviteFarmMemberDocument;
  '\n  mutation ReactivateFarmMember($farmId: ID!, $userId: ID!) {\n    reactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      ...MemberTable_member\n    }\n  }\n': typeof types.ReactivateFarmMemberDocument;
  '\n  mutation RevokeFarmInvitation($farmId: ID!, $id: ID!) {\n    revokeFarmInvitation(farmId: $farmId, id: $id) {\n      id\n      ...InvitationTable_invitation\n    }\n  }\n': typeof types.RevokeFarmInvitationDocument;
  '\n  mutation SetAccountActive($userId: ID!, $active: Boolean!) {\n    setAccountActive(userId: $userId, active: $active) {\n      id\n      ...AccountTable_account\n    }\n  }\n': typeof types.SetAccountActiveDocument;
  '\n  mutation UserManagementSetMemberRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n    }\n  }\n': typeof types.UserManagementSetMemberRateDocument;
  '\n  mutation SetFarmMemberRole($farmId: ID!, $userId: ID!, $role: FarmRole!) {\n    setFarmMemberRole(farmId: $farmId, userId: $userId, role: $role) {\n      id\n      ...MemberTable_member\n    }\n  }\n': typeof types.SetFarmMemberRoleDocument;
  '\n  mutation SetUserAdmin($userId: ID!, $admin: Boolean!) {\n    setUserAdmin(userId: $userId, admin: $admin) {\n      id\n      ...AccountTable_account\n    }\n  }\n': typeof types.SetUserAdminDocument;
  '\n  query UserAccounts($filter: UserAccountFilter, $first: Int, $after: String) {\n    userAccounts(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...AccountTable_account\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n': typeof types.UserAccountsDocument;
  '\n  fragment AccountTable_account on UserAccount {\n    id\n    name\n    email\n    admin\n    deactivated\n    lastSignInAt\n    createdAt\n  }\n': typeof types.AccountTable_AccountFragmentDoc;
  '\n  fragment InvitationTable_invitation on FarmInvitation {\n    id\n    farmId\n    email\n    role\n    status\n    invitedByName\n    createdAt\n    expiresAt\n    acceptedAt\n    revokedAt\n  }\n': typeof types.InvitationTable_InvitationFragmentDoc;
  '\n  fragment MemberTable_member on FarmMember {\n    id\n    farmId\n    userId\n    name\n    email\n    avatar\n    role\n    status\n    accountDeactivated\n    admin\n    lastSignInAt\n    joinedAt\n    labourRate {\n      hourlyRate\n      effectiveRate\n    }\n  }\n': typeof types.MemberTable_MemberFragmentDoc;
  '\n  mutation AddChecklistItem($workOrderId: ID!, $input: AddChecklistItemInput!) {\n    addChecklistItem(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n': typeof types.AddChecklistItemDocument;
  '\n  mutation AddDowntime($workOrderId: ID!, $input: DowntimeInput!) {\n    addDowntime(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n': typeof types.AddDowntimeDocument;
  '\n  mutation AddWorkOrderComment($workOrderId: ID!, $input: AddWorkOrderCommentInput!) {\n    addWorkOrderComment(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n': typeof types.AddWorkOrderCommentDocument;
  '\n  mutation AssignWorkOrder($id: ID!, $assigneeIds: [ID!]!) {\n    assignWorkOrder(id: $id, assigneeIds: $assigneeIds) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.AssignWorkOrderDocument;
  '\n  mutation AttachWorkOrderPhoto($workOrderId: ID!, $photoId: ID!, $checklistItemId: ID) {\n    attachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId, checklistItemId: $checklistItemId) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.AttachWorkOrderPhotoDocument;
  '\n  mutation CancelWorkOrder($id: ID!, $reason: String!) {\n    cancelWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.CancelWorkOrderDocument;
  '\n  mutation CompleteWorkOrder($id: ID!, $input: CompleteWorkOrderInput) {\n    completeWorkOrder(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.CompleteWorkOrderDocument;
  '\n  mutation CreateWorkOrder($input: CreateWorkOrderInput!) {\n    createWorkOrder(input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.CreateWorkOrderDocument;
  '\n  mutation DeleteLabourEntry($id: ID!) {\n    deleteLabourEntry(id: $id)\n  }\n': typeof types.DeleteLabourEntryDocument;
  '\n  mutation DetachWorkOrderPhoto($workOrderId: ID!, $photoId: ID!) {\n    detachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.DetachWorkOrderPhotoDocument;
  '\n  mutation EndDowntime($id: ID!, $endedAt: DateTime!) {\n    updateDowntime(id: $id, input: { endedAt: $endedAt }) {\n      id\n    }\n  }\n': typeof types.EndDowntimeDocument;
  '\n  query FailureCodes($farmId: ID!) {\n    failureCodes(farmId: $farmId) {\n      id\n      kind\n      label\n    }\n  }\n': typeof types.FailureCodesDocument;
  '\n  mutation HoldWorkOrder($id: ID!, $reason: String) {\n    holdWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.HoldWorkOrderDocument;
  '\n  mutation LogLabour($workOrderId: ID!, $input: LogLabourInput!) {\n    logLabour(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n': typeof types.LogLabourDocument;
  '\n  mutation OpenCorrective($itemId: ID!, $input: OpenCorrectiveInput) {\n    openCorrectiveFromChecklistItem(itemId: $itemId, input: $input) {\n      id\n      number\n    }\n  }\n': typeof types.OpenCorrectiveDocument;
  '\n  mutation PlanWorkOrderPart($workOrderId: ID!, $input: PlanWorkOrderPartInput!) {\n    planWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n': typeof types.PlanWorkOrderPartDocument;
  '\n  mutation RecordChecklistResult($id: ID!, $result: ChecklistResult, $note: String) {\n    recordChecklistResult(id: $id, result: $result, note: $note) {\n      id\n      result\n      note\n      doneAt\n    }\n  }\n': typeof types.RecordChecklistResultDocument;
  '\n  mutation RecordWorkOrderFailure($id: ID!, $input: WorkOrderFailureInput!) {\n    recordWorkOrderFailure(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.RecordWorkOrderFailureDocument;
  '\n  mutation RemoveChecklistItem($id: ID!) {\n    removeChecklistItem(id: $id)\n  }\n': typeof types.RemoveChecklistItemDocument;
  '\n  mutation RemoveDowntime($id: ID!) {\n    removeDowntime(id: $id)\n  }\n': typeof types.RemoveDowntimeDocument;
  '\n  mutation RemoveWorkOrderPart($id: ID!) {\n    removeWorkOrderPart(id: $id)\n  }\n': typeof types.RemoveWorkOrderPartDocument;
  '\n  mutation ReopenWorkOrder($id: ID!, $reason: String) {\n    reopenWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.ReopenWorkOrderDocument;
  '\n  mutation ResumeWorkOrder($id: ID!) {\n    resumeWorkOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.ResumeWorkOrderDocument;
  '\n  mutation ReturnWorkOrderPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    returnWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n': typeof types.ReturnWorkOrderPartDocument;
  '\n  mutation SetWorkOrderPartPlan($id: ID!, $quantity: Float!) {\n    setWorkOrderPartPlan(id: $id, quantity: $quantity) {\n      id\n    }\n  }\n': typeof types.SetWorkOrderPartPlanDocument;
  '\n  mutation StartLabourTimer($workOrderId: ID!, $input: StartLabourTimerInput) {\n    startLabourTimer(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n': typeof types.StartLabourTimerDocument;
  '\n  mutation StartWorkOrder($id: ID!) {\n    startWorkOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.StartWorkOrderDocument;
  '\n  mutation StopLabourTimer($id: ID!) {\n    stopLabourTimer(id: $id) {\n      id\n    }\n  }\n': typeof types.StopLabourTimerDocument;
  '\n  mutation UpdateWorkOrder($id: ID!, $input: UpdateWorkOrderInput!) {\n    updateWorkOrder(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.UpdateWorkOrderDocument;
  '\n  mutation UseWorkOrderPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    useWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n': typeof types.UseWorkOrderPartDocument;
  '\n  query WorkOrder($id: ID!) {\n    workOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n': typeof types.WorkOrderDocument;
  '\n  query WorkOrders($farmId: ID!, $filter: WorkOrderFilter, $sort: WorkOrderSort, $first: Int, $after: String) {\n    workOrders(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...WorkOrderTable_workOrder\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n': typeof types.WorkOrdersDocument;
  '\n  fragment WorkOrderTable_workOrder on WorkOrder {\n    id\n    number\n    type\n    title\n    equipment {\n      id\n      code\n      name\n    }\n    priority\n    status\n    holdReason\n    dueDate\n    overdue\n    assignees {\n      id\n      name\n    }\n    updatedAt\n  }\n': typeof types.WorkOrderTable_WorkOrderFragmentDoc;
  '\n  fragment ChecklistPanel_workOrder on WorkOrder {\n    id\n    farmId\n    checklist {\n      id\n      position\n      text\n      result\n      note\n      doneBy {\n        id\n        name\n      }\n      doneAt\n      correctiveOrder {\n        id\n        number\n        status\n      }\n      photos {\n        id\n        ...PhotoThumbnails_photo\n      }\n    }\n  }\n': typeof types.ChecklistPanel_WorkOrderFragmentDoc;
  '\n  fragment CommentsPanel_workOrder on WorkOrder {\n    id\n    farmId\n    assignees {\n      id\n    }\n    comments {\n      id\n      body\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n': typeof types.CommentsPanel_WorkOrderFragmentDoc;
  '\n  fragment CostSummary_workOrder on WorkOrder {\n    id\n    cost {\n      parts\n      labour\n      total\n      currency\n    }\n  }\n': typeof types.CostSummary_WorkOrderFragmentDoc;
  '\n  fragment WorkOrderDetail_workOrder on WorkOrder {\n    id\n    ...WorkOrderOverview_workOrder\n    ...WorkOrderTimeline_workOrder\n    ...PartsPanel_workOrder\n    ...LabourPanel_workOrder\n    ...CostSummary_workOrder\n    ...DowntimePanel_workOrder\n    ...ChecklistPanel_workOrder\n    ...FailurePanel_workOrder\n    ...PhotoGallery_workOrder\n    ...CommentsPanel_workOrder\n  }\n': typeof types.WorkOrderDetail_WorkOrderFragmentDoc;
  '\n  fragment DowntimePanel_workOrder on WorkOrder {\n    id\n    downtime {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n': typeof types.DowntimePanel_WorkOrderFragmentDoc;
  '\n  fragment FailurePanel_workOrder on WorkOrder {\n    id\n    farmId\n    problem {\n      id\n      label\n    }\n    cause {\n      id\n      label\n    }\n    remedy {\n      id\n      label\n    }\n  }\n': typeof types.FailurePanel_WorkOrderFragmentDoc;
  '\n  fragment LabourPanel_workOrder on WorkOrder {\n    id\n    farmId\n    assignees {\n      id\n      name\n    }\n    labour {\n      id\n      person {\n        id\n        name\n      }\n      startedAt\n      endedAt\n      minutes\n      running\n      hourlyRate\n      cost\n      note\n    }\n  }\n': typeof types.LabourPanel_WorkOrderFragmentDoc;
  '\n  fragment WorkOrderOverview_workOrder on WorkOrder {\n    id\n    farmId\n    number\n    type\n    title\n    description\n    equipment {\n      id\n      code\n      name\n      # Completing turns a stopped machine back: the cached machine follows.\n      status\n      meterUnit\n      meterValue\n    }\n    priority\n    status\n    dueDate\n    overdue\n    scheduledStart\n    scheduledEnd\n    estimatedMinutes\n    assignees {\n      id\n      name\n    }\n    requester {\n      id\n      name\n    }\n    parent {\n      id\n      number\n      title\n    }\n    startedAt\n    completedAt\n    cancelledAt\n    cancelReason\n    holdReason\n    completionNotes\n    failureAt\n    equipmentDown\n    viewerActions\n    createdAt\n    updatedAt\n  }\n': typeof types.WorkOrderOverview_WorkOrderFragmentDoc;
  '\n  fragment PartsPanel_workOrder on WorkOrder {\n    id\n    farmId\n    parts {\n      id\n      plannedQuantity\n      reservedQuantity\n      issuedQuantity\n      returnedQuantity\n      usedQuantity\n      cost\n      part {\n        id\n        partNumber\n        name\n        unit\n        quantityOnHand\n        reserved\n        available\n        unitCost\n      }\n    }\n  }\n': typeof types.PartsPanel_WorkOrderFragmentDoc;
  '\n  fragment PhotoGallery_workOrder on WorkOrder {\n    id\n    farmId\n    photos {\n      id\n      ...PhotoThumbnails_photo\n    }\n  }\n': typeof types.PhotoGallery_WorkOrderFragmentDoc;
  '\n  fragment PhotoThumbnails_photo on Photo {\n    id\n    url\n    thumbnailUrl\n    createdAt\n    createdBy {\n      id\n      name\n    }\n  }\n': typeof types.PhotoThumbnails_PhotoFragmentDoc;
  '\n  fragment WorkOrderTimeline_workOrder on WorkOrder {\n    id\n    timeline {\n      id\n      action\n      actorName\n      at\n      changes\n    }\n  }\n': typeof types.WorkOrderTimeline_WorkOrderFragmentDoc;
  '\n  mutation CreateFailureCode($input: CreateFailureCodeInput!) {\n    createFailureCode(input: $input) {\n      id\n      kind\n      code\n      label\n      active\n    }\n  }\n': typeof types.CreateFailureCodeDocument;
  '\n  query FailureCodeLists($farmId: ID!) {\n    failureCodes(farmId: $farmId, includeInactive: true) {\n      id\n      kind\n      code\n      label\n      active\n    }\n  }\n': typeof types.FailureCodeListsDocument;
  '\n  query LabourRates($farmId: ID!) {\n    farm(id: $farmId) {\n      id\n      defaultHourlyRate\n    }\n    labourRates(farmId: $farmId) {\n      person {\n        id\n        name\n      }\n      role\n      hourlyRate\n      effectiveRate\n    }\n  }\n': typeof types.LabourRatesDocument;
  '\n  mutation SetFarmDefaultHourlyRate($farmId: ID!, $rate: Float) {\n    setFarmDefaultHourlyRate(farmId: $farmId, rate: $rate) {\n      id\n      defaultHourlyRate\n    }\n  }\n': typeof types.SetFarmDefaultHourlyRateDocument;
  '\n  mutation SetMemberHourlyRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n    }\n  }\n': typeof types.SetMemberHourlyRateDocument;
  '\n  mutation UpdateFailureCode($id: ID!, $input: UpdateFailureCodeInput!) {\n    updateFailureCode(id: $id, input: $input) {\n      id\n      label\n      active\n    }\n  }\n': typeof types.UpdateFailureCodeDocument;
  '\n  query Farms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n      currency\n      viewerPermissions\n    }\n  }\n': typeof types.FarmsDocument;
  '\n  mutation UpdateFarmCurrency($farmId: ID!, $currency: String!) {\n    updateFarmCurrency(farmId: $farmId, currency: $currency) {\n      id\n      currency\n    }\n  }\n': typeof types.UpdateFarmCurrencyDocument;
  '\n  query Navigation($farmId: ID) {\n    navigation(farmId: $farmId) {\n      default {\n        ...MainMenu_item\n      }\n      horizontal {\n        ...MainMenu_item\n      }\n    }\n  }\n': typeof types.NavigationDocument;
  '\n  fragment MainMenu_item on NavigationItem {\n    id\n    type\n    title\n    icon\n    link\n    externalLink\n    target\n    disabled\n    children {\n      id\n      type\n      title\n      icon\n      link\n      externalLink\n      target\n      disabled\n    }\n  }\n': typeof types.MainMenu_ItemFragmentDoc;
  '\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n': typeof types.DeleteNotificationDocument;
  '\n  mutation MarkAllNotificationsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n': typeof types.MarkAllNotificationsReadDocument;
  '\n  query Notifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      read\n      ...NotificationItem_notification\n    }\n  }\n': typeof types.NotificationsDocument;
  '\n  mutation ToggleNotificationRead($id: ID!, $read: Boolean!) {\n    toggleNotificationRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n': typeof types.ToggleNotificationReadDocument;
  '\n  fragment NotificationItem_notification on Notification {\n    id\n    icon\n    image\n    title\n    description\n    time\n    link\n    useRouter\n    read\n    messageKey\n    messageParams\n  }\n': typeof types.NotificationItem_NotificationFragmentDoc;
  '\n  query Me {\n    me {\n      id\n      ...UserMenu_user\n    }\n  }\n': typeof types.MeDocument;
  '\n  mutation UpdateStatus($status: UserStatus!) {\n    updateMe(input: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n': typeof types.UpdateStatusDocument;
  '\n  fragment UserMenu_user on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n': typeof types.UserMenu_UserFragmentDoc;
};
const documents: Documents = {
  '\n  query MachineOptions($farmId: ID!, $text: String) {\n    equipmentList(farmId: $farmId, filter: { text: $text }) {\n      edges {\n        node {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n':
    types.MachineOptionsDocument,
  '\n  query ChosenMachine($id: ID!) {\n    equipment(id: $id) {\n      id\n      code\n      name\n    }\n  }\n':
    types.ChosenMachineDocument,
  '\n  query PartOptions($farmId: ID!, $text: String) {\n    spareParts(farmId: $farmId, filter: { text: $text }, first: 20) {\n      edges {\n        node {\n          id\n          partNumber\n          name\n          available\n        }\n      }\n    }\n  }\n':
    types.PartOptionsDocument,
  '\n  query WorkOrderAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n':
    types.WorkOrderAssigneesDocument,
  '\n  mutation CreateMaintenancePlan($farmId: ID!, $input: MaintenancePlanInput!) {\n    createMaintenancePlan(farmId: $farmId, input: $input) {\n      id\n      ...PlanCard_plan\n    }\n  }\n':
    types.CreateMaintenancePlanDocument,
  '\n  mutation DeleteMaintenancePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n':
    types.DeleteMaintenancePlanDocument,
  '\n  query MachinePlans($id: ID!) {\n    equipment(id: $id) {\n      id\n      plans {\n        id\n        ...PlanCard_plan\n      }\n    }\n  }\n':
    types.MachinePlansDocument,
  '\n  query PlanMachine($id: ID!) {\n    equipment(id: $id) {\n      id\n      meterUnit\n    }\n  }\n':
    types.PlanMachineDocument,
  '\n  mutation RunPlanScheduler($farmId: ID!) {\n    runPlanScheduler(farmId: $farmId) {\n      opened\n      orders {\n        id\n        number\n        title\n      }\n    }\n  }\n':
    types.RunPlanSchedulerDocument,
  '\n  mutation SetMaintenancePlanActive($id: ID!, $active: Boolean!) {\n    setMaintenancePlanActive(id: $id, active: $active) {\n      id\n      ...PlanCard_plan\n    }\n  }\n':
    types.SetMaintenancePlanActiveDocument,
  '\n  mutation UpdateMaintenancePlan($id: ID!, $input: MaintenancePlanInput!) {\n    updateMaintenancePlan(id: $id, input: $input) {\n      id\n      ...PlanCard_plan\n    }\n  }\n':
    types.UpdateMaintenancePlanDocument,
  '\n  fragment PlanCard_plan on MaintenancePlan {\n    id\n    farmId\n    title\n    instructions\n    checklist\n    parts {\n      partId\n      quantity\n      part {\n        id\n        partNumber\n        name\n      }\n    }\n    estimatedMinutes\n    defaultAssignee {\n      id\n      name\n    }\n    priority\n    leadDays\n    active\n    calendarEvery\n    calendarUnit\n    meterEvery\n    anchor\n    startDate\n    startMeter\n    seasonStart\n    seasonEnd\n    breakInDays\n    breakInMeter\n    lastDone {\n      date\n      meter\n    }\n    lastSkipped {\n      date\n    }\n    nextDue {\n      date\n      meter\n      breakIn\n      projectedDate\n      ratePerDay\n      dueDate\n      dueNow\n    }\n    openOrder {\n      id\n      number\n      status\n      planLate\n    }\n    lateCount\n    equipment {\n      id\n      code\n      name\n      meterUnit\n    }\n  }\n':
    types.PlanCard_PlanFragmentDoc,
  '\n  query Account {\n    me {\n      id\n      email\n      roles\n      ...ProfileForm_me\n    }\n    farms {\n      id\n      ...MyFarms_farm\n    }\n  }\n':
    types.AccountDocument,
  '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(input: { currentPassword: $currentPassword, newPassword: $newPassword })\n  }\n':
    types.ChangePasswordDocument,
  '\n  mutation UpdateProfile($name: String!, $avatar: String) {\n    updateMe(input: { name: $name, avatar: $avatar }) {\n      id\n      name\n      avatar\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  fragment MyFarms_farm on Farm {\n    id\n    name\n    reference\n    viewerRole\n  }\n':
    types.MyFarms_FarmFragmentDoc,
  '\n  fragment ProfileForm_me on User {\n    id\n    name\n    avatar\n  }\n': types.ProfileForm_MeFragmentDoc,
  '\n  query Dashboard($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      farmId\n      openByPriority {\n        type\n        priority\n        count\n      }\n      overdue {\n        type\n        count\n      }\n      completedThisMonth {\n        type\n        count\n      }\n      machinesDown {\n        equipment {\n          id\n          code\n          name\n        }\n        since\n      }\n      pendingRequests\n      plansDueSoon\n      lowStockParts\n      stockValue\n      currency\n      recentActivity(first: 10) {\n        id\n        entityType\n        entityId\n        label\n        action\n        actorName\n        at\n      }\n      ordersPerWeek {\n        weekStart\n        opened\n        completed\n      }\n      downtimeByMachine {\n        equipment {\n          id\n          code\n        }\n        hours\n      }\n    }\n  }\n':
    types.DashboardDocument,
  '\n  mutation CreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      id\n      ...EquipmentOverview_equipment\n    }\n  }\n':
    types.CreateEquipmentDocument,
  '\n  query EquipmentDetail($id: ID!) {\n    equipment(id: $id) {\n      id\n      ...EquipmentOverview_equipment\n      ...ReadingsTab_equipment\n      ...ImplementsTab_equipment\n      ...PartsTab_equipment\n      ...HistoryTab_equipment\n    }\n  }\n':
    types.EquipmentDetailDocument,
  '\n  query EquipmentList($farmId: ID!, $filter: EquipmentFilter, $sort: EquipmentSort, $first: Int, $after: String) {\n    equipmentList(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...EquipmentTable_equipment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n':
    types.EquipmentListDocument,
  '\n  query MachineWorkOrders($id: ID!, $first: Int!) {\n    equipment(id: $id) {\n      id\n      workOrders(first: $first) {\n        id\n        number\n        title\n        type\n        status\n        holdReason\n        priority\n        dueDate\n        overdue\n      }\n    }\n  }\n':
    types.MachineWorkOrdersDocument,
  '\n  query PublicUrl {\n    appConfig {\n      publicUrl\n    }\n  }\n': types.PublicUrlDocument,
  '\n  mutation RecordMeterReading($equipmentId: ID!, $value: Float!) {\n    recordMeterReading(equipmentId: $equipmentId, value: $value) {\n      id\n      value\n      readAt\n    }\n  }\n':
    types.RecordMeterReadingDocument,
  '\n  query EquipmentRequestLink($id: ID!) {\n    equipment(id: $id) {\n      id\n      requestLink\n    }\n  }\n':
    types.EquipmentRequestLinkDocument,
  '\n  mutation RetireEquipment($id: ID!) {\n    retireEquipment(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n':
    types.RetireEquipmentDocument,
  '\n  mutation RotateRequestToken($equipmentId: ID!) {\n    rotateRequestToken(equipmentId: $equipmentId) {\n      id\n      requestLink\n    }\n  }\n':
    types.RotateRequestTokenDocument,
  '\n  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      id\n      ...EquipmentOverview_equipment\n    }\n  }\n':
    types.UpdateEquipmentDocument,
  '\n  fragment EquipmentTable_equipment on Equipment {\n    id\n    code\n    name\n    category\n    make\n    model\n    serialNumber\n    year\n    status\n    criticality\n    location\n    meterUnit\n    meterValue\n    updatedAt\n  }\n':
    types.EquipmentTable_EquipmentFragmentDoc,
  '\n  fragment HistoryTab_equipment on Equipment {\n    id\n    history {\n      id\n      action\n      actorName\n      at\n      changes\n    }\n  }\n':
    types.HistoryTab_EquipmentFragmentDoc,
  '\n  fragment ImplementsTab_equipment on Equipment {\n    id\n    farmId\n    parent {\n      id\n    }\n    children {\n      id\n      code\n      name\n      category\n      status\n    }\n  }\n':
    types.ImplementsTab_EquipmentFragmentDoc,
  '\n  fragment EquipmentOverview_equipment on Equipment {\n    id\n    farmId\n    code\n    name\n    category\n    make\n    model\n    serialNumber\n    year\n    status\n    criticality\n    location\n    parent {\n      id\n      code\n      name\n    }\n    meterUnit\n    meterValue\n    # The edit form fixes the meter unit once there is a reading.\n    lastReading: readings(first: 1) {\n      id\n    }\n    purchaseDate\n    purchaseCost\n    warrantyEnd\n    notes\n    createdAt\n    updatedAt\n  }\n':
    types.EquipmentOverview_EquipmentFragmentDoc,
  '\n  fragment PartsTab_equipment on Equipment {\n    id\n    compatibleParts {\n      id\n      partNumber\n      name\n      unit\n      quantityOnHand\n      lowStock\n    }\n  }\n':
    types.PartsTab_EquipmentFragmentDoc,
  '\n  fragment ReadingsTab_equipment on Equipment {\n    id\n    status\n    meterUnit\n    meterValue\n    readings {\n      id\n      value\n      readAt\n      recordedByName\n    }\n  }\n':
    types.ReadingsTab_EquipmentFragmentDoc,
  '\n  query SpareParts($farmId: ID!, $filter: SparePartFilter, $sort: SparePartSort, $first: Int, $after: String) {\n    spareParts(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PartsList_part\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n      farmStockValue\n    }\n  }\n':
    types.SparePartsDocument,
  '\n  mutation AdjustStock($partId: ID!, $quantity: Float!, $reason: String!) {\n    adjustStock(partId: $partId, quantity: $quantity, reason: $reason) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n':
    types.AdjustStockDocument,
  '\n  mutation CreateSparePart($input: CreateSparePartInput!) {\n    createSparePart(input: $input) {\n      id\n      ...PartSummary_part\n    }\n  }\n':
    types.CreateSparePartDocument,
  '\n  query EquipmentOptions($farmId: ID!) {\n    equipmentList(farmId: $farmId, first: 100, sort: { field: CODE }) {\n      edges {\n        node {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n':
    types.EquipmentOptionsDocument,
  '\n  mutation IssueStock($partId: ID!, $quantity: Float!, $note: String) {\n    issueStock(partId: $partId, quantity: $quantity, note: $note) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n':
    types.IssueStockDocument,
  '\n  mutation ReceiveStock($partId: ID!, $quantity: Float!, $unitCost: Float, $note: String) {\n    receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost, note: $note) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n':
    types.ReceiveStockDocument,
  '\n  query SparePart($id: ID!) {\n    sparePart(id: $id) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n      ...PlannedOrders_part\n    }\n  }\n':
    types.SparePartDocument,
  '\n  mutation UpdateSparePart($id: ID!, $input: UpdateSparePartInput!) {\n    updateSparePart(id: $id, input: $input) {\n      id\n      ...PartSummary_part\n    }\n  }\n':
    types.UpdateSparePartDocument,
  '\n  fragment MovementLedger_part on SparePart {\n    id\n    movements(first: 50) {\n      id\n      type\n      quantity\n      unitCost\n      balanceAfter\n      note\n      createdByName\n      createdAt\n      workOrder {\n        id\n        number\n      }\n    }\n  }\n':
    types.MovementLedger_PartFragmentDoc,
  '\n  fragment PartSummary_part on SparePart {\n    id\n    partNumber\n    name\n    category\n    unit\n    quantityOnHand\n    minQuantity\n    reorderQuantity\n    unitCost\n    stockValue\n    lowStock\n    storageLocation\n    supplier\n    updatedAt\n    compatibleEquipment {\n      id\n      code\n      name\n    }\n  }\n':
    types.PartSummary_PartFragmentDoc,
  '\n  fragment PartsList_part on SparePart {\n    id\n    partNumber\n    name\n    category\n    unit\n    quantityOnHand\n    minQuantity\n    unitCost\n    stockValue\n    lowStock\n    supplier\n    storageLocation\n    updatedAt\n  }\n':
    types.PartsList_PartFragmentDoc,
  '\n  fragment PlannedOrders_part on SparePart {\n    id\n    unit\n    plannedOn {\n      id\n      plannedQuantity\n      reservedQuantity\n      workOrder {\n        id\n        number\n        title\n        status\n        holdReason\n        dueDate\n        overdue\n      }\n    }\n  }\n':
    types.PlannedOrders_PartFragmentDoc,
  '\n  fragment RequestRow_request on MaintenanceRequest {\n    id\n    status\n    description\n    machineStopped\n    reporterName\n    reporterPhone\n    declineReason\n    createdAt\n    decidedAt\n    equipment {\n      id\n      code\n      name\n    }\n    photo {\n      id\n      url\n      thumbnailUrl\n    }\n    workOrder {\n      id\n      number\n    }\n    decidedBy {\n      id\n      name\n    }\n  }\n':
    types.RequestRow_RequestFragmentDoc,
  '\n  mutation ApproveMaintenanceRequest($id: ID!, $priority: WorkOrderPriority, $assigneeIds: [ID!]) {\n    approveMaintenanceRequest(id: $id, priority: $priority, assigneeIds: $assigneeIds) {\n      id\n      ...RequestRow_request\n    }\n  }\n':
    types.ApproveMaintenanceRequestDocument,
  '\n  mutation DeclineMaintenanceRequest($id: ID!, $reason: String!) {\n    declineMaintenanceRequest(id: $id, reason: $reason) {\n      id\n      ...RequestRow_request\n    }\n  }\n':
    types.DeclineMaintenanceRequestDocument,
  '\n  query MaintenanceRequests($farmId: ID!, $status: [MaintenanceRequestStatus!], $first: Int, $after: String) {\n    maintenanceRequests(farmId: $farmId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...RequestRow_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n':
    types.MaintenanceRequestsDocument,
  '\n  query RequestAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n':
    types.RequestAssigneesDocument,
  '\n  query Planning($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      farmId\n      weeklyCapacityHours\n      orders {\n        day\n        basis\n        order {\n          id\n          number\n          title\n          type\n          priority\n          status\n          scheduledStart\n          scheduledEnd\n          assignees {\n            id\n            name\n          }\n          equipment {\n            id\n            code\n          }\n        }\n      }\n      forecasts {\n        key\n        dueDate\n        meter\n        overdue\n        hasOpenOrder\n        plan {\n          id\n          title\n          defaultAssignee {\n            id\n            name\n          }\n        }\n        equipment {\n          id\n          code\n          name\n          meterUnit\n        }\n      }\n      workload {\n        technician {\n          id\n          name\n        }\n        week\n        weekStart\n        estimatedHours\n        capacityHours\n        overCapacity\n      }\n    }\n  }\n':
    types.PlanningDocument,
  '\n  mutation RescheduleOrder($id: ID!, $input: RescheduleWorkOrderInput!) {\n    rescheduleWorkOrder(id: $id, input: $input) {\n      order {\n        id\n        scheduledStart\n        scheduledEnd\n        assignees {\n          id\n          name\n        }\n      }\n      previous {\n        scheduledStart\n        scheduledEnd\n        assigneeIds\n      }\n    }\n  }\n':
    types.RescheduleOrderDocument,
  '\n  query FarmPlans($farmId: ID!, $equipmentId: ID, $active: Boolean, $dueWithinDays: Int, $first: Int, $after: String) {\n    maintenancePlans(\n      farmId: $farmId\n      equipmentId: $equipmentId\n      active: $active\n      dueWithinDays: $dueWithinDays\n      first: $first\n      after: $after\n    ) {\n      edges {\n        cursor\n        node {\n          id\n          ...PlanCard_plan\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n':
    types.FarmPlansDocument,
  '\n  query Reports(\n    $farmId: ID!\n    $period: ReportPeriodInput!\n    $filter: ReportFilter\n    $machineId: ID!\n    $withMachine: Boolean!\n  ) {\n    reports(farmId: $farmId, period: $period, filter: $filter) {\n      farmId\n      from\n      to\n      currency\n      reliability {\n        ...ReliabilitySection_report\n      }\n      downtime {\n        ...DowntimeSection_report\n      }\n      failurePareto {\n        ...FailureParetoSection_report\n      }\n      cost {\n        ...CostSection_report\n      }\n      pmCompliance {\n        ...PmComplianceSection_report\n      }\n      plannedVsReactive {\n        ...PlannedReactiveSection_report\n      }\n      backlog {\n        ...BacklogSection_report\n      }\n      partsConsumption {\n        ...PartsConsumptionSection_report\n      }\n      stockValue {\n        ...StockValueSection_report\n      }\n    }\n    machine: equipment(id: $machineId) @include(if: $withMachine) {\n      id\n      code\n      name\n    }\n  }\n':
    types.ReportsDocument,
  '\n  fragment BacklogSection_report on BacklogReport {\n    total\n    cells {\n      age\n      priority\n      count\n    }\n  }\n':
    types.BacklogSection_ReportFragmentDoc,
  '\n  fragment CostSection_report on CostReport {\n    parts\n    labour\n    total\n    labourHours\n    byMonth {\n      month\n      parts\n      labour\n      total\n      labourHours\n    }\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      parts\n      labour\n      total\n      labourHours\n      purchaseCost\n      shareOfPurchaseCost\n    }\n    byCategory {\n      category\n      parts\n      labour\n      total\n      labourHours\n    }\n  }\n':
    types.CostSection_ReportFragmentDoc,
  '\n  fragment DowntimeSection_report on DowntimeReport {\n    totalHours\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      hours\n      periods\n      share\n    }\n    byReason {\n      reason\n      hours\n      periods\n      share\n    }\n  }\n':
    types.DowntimeSection_ReportFragmentDoc,
  '\n  fragment FailureParetoSection_report on FailureParetoReport {\n    failures\n    byProblem {\n      failureCode {\n        id\n        code\n        label\n      }\n      failures\n      share\n      cumulativeShare\n    }\n    byCause {\n      failureCode {\n        id\n        code\n        label\n      }\n      failures\n      share\n      cumulativeShare\n    }\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      failures\n      share\n      cumulativeShare\n    }\n  }\n':
    types.FailureParetoSection_ReportFragmentDoc,
  "\n  fragment PartsConsumptionSection_report on PartsConsumptionReport {\n    parts\n    issuedValue\n    returnedValue\n    netValue\n    # The server's default number of parts, as its CSV's: the file lists the rows shown.\n    top {\n      part {\n        id\n        partNumber\n        name\n        unit\n      }\n      issued\n      returned\n      net\n      netValue\n      share\n    }\n  }\n":
    types.PartsConsumptionSection_ReportFragmentDoc,
  '\n  fragment PlannedReactiveSection_report on PlannedReactiveReport {\n    byType {\n      type\n      completedOrders\n      labourHours\n    }\n    plannedOrderShare\n    plannedHourShare\n  }\n':
    types.PlannedReactiveSection_ReportFragmentDoc,
  "\n  fragment PmComplianceSection_report on PmComplianceReport {\n    due\n    onTime\n    late\n    missed\n    notYetDue\n    compliance\n    # The server's default length, as its CSV's: the file lists the rows shown.\n    exceptions {\n      order {\n        id\n        number\n        title\n        equipment {\n          id\n          code\n        }\n      }\n      dueDate\n      outcome\n      completedOn\n      daysLate\n    }\n  }\n":
    types.PmComplianceSection_ReportFragmentDoc,
  '\n  fragment ReliabilitySection_report on ReliabilityReport {\n    machines\n    operatingHours\n    failures\n    mtbfHours\n    repairs\n    repairHours\n    mttrHours\n    downtimeHours\n    availability\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      basis\n      operatingHours\n      failures\n      mtbfHours\n      repairs\n      repairHours\n      mttrHours\n      downtimeHours\n      availability\n    }\n  }\n':
    types.ReliabilitySection_ReportFragmentDoc,
  '\n  fragment StockValueSection_report on StockValueReport {\n    opening\n    months {\n      month\n      at\n      value\n    }\n  }\n':
    types.StockValueSection_ReportFragmentDoc,
  '\n  mutation CreateFarm($input: CreateFarmInput!) {\n    createFarm(input: $input) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n      currency\n      viewerPermissions\n    }\n  }\n':
    types.CreateFarmDocument,
  '\n  mutation DeactivateFarmMember($farmId: ID!, $userId: ID!) {\n    deactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      ...MemberTable_member\n    }\n  }\n':
    types.DeactivateFarmMemberDocument,
  '\n  query FarmInvitations($farmId: ID!, $status: [InvitationStatus!], $first: Int, $after: String) {\n    farmInvitations(farmId: $farmId, status: $status, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...InvitationTable_invitation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n':
    types.FarmInvitationsDocument,
  '\n  query FarmMembers($farmId: ID!, $filter: FarmMemberFilter, $first: Int, $after: String) {\n    farmMembers(farmId: $farmId, filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MemberTable_member\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n':
    types.FarmMembersDocument,
  '\n  mutation InviteFarmMember($input: InviteFarmMemberInput!) {\n    inviteFarmMember(input: $input) {\n      id\n      ...InvitationTable_invitation\n    }\n  }\n':
    types.InviteFarmMemberDocument,
  '\n  mutation ReactivateFarmMember($farmId: ID!, $userId: ID!) {\n    reactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      ...MemberTable_member\n    }\n  }\n':
    types.ReactivateFarmMemberDocument,
  '\n  mutation RevokeFarmInvitation($farmId: ID!, $id: ID!) {\n    revokeFarmInvitation(farmId: $farmId, id: $id) {\n      id\n      ...InvitationTable_invitation\n    }\n  }\n':
    types.RevokeFarmInvitationDocument,
  '\n  mutation SetAccountActive($userId: ID!, $active: Boolean!) {\n    setAccountActive(userId: $userId, active: $active) {\n      id\n      ...AccountTable_account\n    }\n  }\n':
    types.SetAccountActiveDocument,
  '\n  mutation UserManagementSetMemberRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n    }\n  }\n':
    types.UserManagementSetMemberRateDocument,
  '\n  mutation SetFarmMemberRole($farmId: ID!, $userId: ID!, $role: FarmRole!) {\n    setFarmMemberRole(farmId: $farmId, userId: $userId, role: $role) {\n      id\n      ...MemberTable_member\n    }\n  }\n':
    types.SetFarmMemberRoleDocument,
  '\n  mutation SetUserAdmin($userId: ID!, $admin: Boolean!) {\n    setUserAdmin(userId: $userId, admin: $admin) {\n      id\n      ...AccountTable_account\n    }\n  }\n':
    types.SetUserAdminDocument,
  '\n  query UserAccounts($filter: UserAccountFilter, $first: Int, $after: String) {\n    userAccounts(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...AccountTable_account\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n':
    types.UserAccountsDocument,
  '\n  fragment AccountTable_account on UserAccount {\n    id\n    name\n    email\n    admin\n    deactivated\n    lastSignInAt\n    createdAt\n  }\n':
    types.AccountTable_AccountFragmentDoc,
  '\n  fragment InvitationTable_invitation on FarmInvitation {\n    id\n    farmId\n    email\n    role\n    status\n    invitedByName\n    createdAt\n    expiresAt\n    acceptedAt\n    revokedAt\n  }\n':
    types.InvitationTable_InvitationFragmentDoc,
  '\n  fragment MemberTable_member on FarmMember {\n    id\n    farmId\n    userId\n    name\n    email\n    avatar\n    role\n    status\n    accountDeactivated\n    admin\n    lastSignInAt\n    joinedAt\n    labourRate {\n      hourlyRate\n      effectiveRate\n    }\n  }\n':
    types.MemberTable_MemberFragmentDoc,
  '\n  mutation AddChecklistItem($workOrderId: ID!, $input: AddChecklistItemInput!) {\n    addChecklistItem(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n':
    types.AddChecklistItemDocument,
  '\n  mutation AddDowntime($workOrderId: ID!, $input: DowntimeInput!) {\n    addDowntime(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n':
    types.AddDowntimeDocument,
  '\n  mutation AddWorkOrderComment($workOrderId: ID!, $input: AddWorkOrderCommentInput!) {\n    addWorkOrderComment(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n':
    types.AddWorkOrderCommentDocument,
  '\n  mutation AssignWorkOrder($id: ID!, $assigneeIds: [ID!]!) {\n    assignWorkOrder(id: $id, assigneeIds: $assigneeIds) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.AssignWorkOrderDocument,
  '\n  mutation AttachWorkOrderPhoto($workOrderId: ID!, $photoId: ID!, $checklistItemId: ID) {\n    attachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId, checklistItemId: $checklistItemId) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.AttachWorkOrderPhotoDocument,
  '\n  mutation CancelWorkOrder($id: ID!, $reason: String!) {\n    cancelWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.CancelWorkOrderDocument,
  '\n  mutation CompleteWorkOrder($id: ID!, $input: CompleteWorkOrderInput) {\n    completeWorkOrder(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.CompleteWorkOrderDocument,
  '\n  mutation CreateWorkOrder($input: CreateWorkOrderInput!) {\n    createWorkOrder(input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.CreateWorkOrderDocument,
  '\n  mutation DeleteLabourEntry($id: ID!) {\n    deleteLabourEntry(id: $id)\n  }\n': types.DeleteLabourEntryDocument,
  '\n  mutation DetachWorkOrderPhoto($workOrderId: ID!, $photoId: ID!) {\n    detachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.DetachWorkOrderPhotoDocument,
  '\n  mutation EndDowntime($id: ID!, $endedAt: DateTime!) {\n    updateDowntime(id: $id, input: { endedAt: $endedAt }) {\n      id\n    }\n  }\n':
    types.EndDowntimeDocument,
  '\n  query FailureCodes($farmId: ID!) {\n    failureCodes(farmId: $farmId) {\n      id\n      kind\n      label\n    }\n  }\n':
    types.FailureCodesDocument,
  '\n  mutation HoldWorkOrder($id: ID!, $reason: String) {\n    holdWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.HoldWorkOrderDocument,
  '\n  mutation LogLabour($workOrderId: ID!, $input: LogLabourInput!) {\n    logLabour(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n':
    types.LogLabourDocument,
  '\n  mutation OpenCorrective($itemId: ID!, $input: OpenCorrectiveInput) {\n    openCorrectiveFromChecklistItem(itemId: $itemId, input: $input) {\n      id\n      number\n    }\n  }\n':
    types.OpenCorrectiveDocument,
  '\n  mutation PlanWorkOrderPart($workOrderId: ID!, $input: PlanWorkOrderPartInput!) {\n    planWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n':
    types.PlanWorkOrderPartDocument,
  '\n  mutation RecordChecklistResult($id: ID!, $result: ChecklistResult, $note: String) {\n    recordChecklistResult(id: $id, result: $result, note: $note) {\n      id\n      result\n      note\n      doneAt\n    }\n  }\n':
    types.RecordChecklistResultDocument,
  '\n  mutation RecordWorkOrderFailure($id: ID!, $input: WorkOrderFailureInput!) {\n    recordWorkOrderFailure(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.RecordWorkOrderFailureDocument,
  '\n  mutation RemoveChecklistItem($id: ID!) {\n    removeChecklistItem(id: $id)\n  }\n':
    types.RemoveChecklistItemDocument,
  '\n  mutation RemoveDowntime($id: ID!) {\n    removeDowntime(id: $id)\n  }\n': types.RemoveDowntimeDocument,
  '\n  mutation RemoveWorkOrderPart($id: ID!) {\n    removeWorkOrderPart(id: $id)\n  }\n':
    types.RemoveWorkOrderPartDocument,
  '\n  mutation ReopenWorkOrder($id: ID!, $reason: String) {\n    reopenWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.ReopenWorkOrderDocument,
  '\n  mutation ResumeWorkOrder($id: ID!) {\n    resumeWorkOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.ResumeWorkOrderDocument,
  '\n  mutation ReturnWorkOrderPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    returnWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n':
    types.ReturnWorkOrderPartDocument,
  '\n  mutation SetWorkOrderPartPlan($id: ID!, $quantity: Float!) {\n    setWorkOrderPartPlan(id: $id, quantity: $quantity) {\n      id\n    }\n  }\n':
    types.SetWorkOrderPartPlanDocument,
  '\n  mutation StartLabourTimer($workOrderId: ID!, $input: StartLabourTimerInput) {\n    startLabourTimer(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n':
    types.StartLabourTimerDocument,
  '\n  mutation StartWorkOrder($id: ID!) {\n    startWorkOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.StartWorkOrderDocument,
  '\n  mutation StopLabourTimer($id: ID!) {\n    stopLabourTimer(id: $id) {\n      id\n    }\n  }\n':
    types.StopLabourTimerDocument,
  '\n  mutation UpdateWorkOrder($id: ID!, $input: UpdateWorkOrderInput!) {\n    updateWorkOrder(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.UpdateWorkOrderDocument,
  '\n  mutation UseWorkOrderPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    useWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n':
    types.UseWorkOrderPartDocument,
  '\n  query WorkOrder($id: ID!) {\n    workOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n':
    types.WorkOrderDocument,
  '\n  query WorkOrders($farmId: ID!, $filter: WorkOrderFilter, $sort: WorkOrderSort, $first: Int, $after: String) {\n    workOrders(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...WorkOrderTable_workOrder\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n':
    types.WorkOrdersDocument,
  '\n  fragment WorkOrderTable_workOrder on WorkOrder {\n    id\n    number\n    type\n    title\n    equipment {\n      id\n      code\n      name\n    }\n    priority\n    status\n    holdReason\n    dueDate\n    overdue\n    assignees {\n      id\n      name\n    }\n    updatedAt\n  }\n':
    types.WorkOrderTable_WorkOrderFragmentDoc,
  '\n  fragment ChecklistPanel_workOrder on WorkOrder {\n    id\n    farmId\n    checklist {\n      id\n      position\n      text\n      result\n      note\n      doneBy {\n        id\n        name\n      }\n      doneAt\n      correctiveOrder {\n        id\n        number\n        status\n      }\n      photos {\n        id\n        ...PhotoThumbnails_photo\n      }\n    }\n  }\n':
    types.ChecklistPanel_WorkOrderFragmentDoc,
  '\n  fragment CommentsPanel_workOrder on WorkOrder {\n    id\n    farmId\n    assignees {\n      id\n    }\n    comments {\n      id\n      body\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n':
    types.CommentsPanel_WorkOrderFragmentDoc,
  '\n  fragment CostSummary_workOrder on WorkOrder {\n    id\n    cost {\n      parts\n      labour\n      total\n      currency\n    }\n  }\n':
    types.CostSummary_WorkOrderFragmentDoc,
  '\n  fragment WorkOrderDetail_workOrder on WorkOrder {\n    id\n    ...WorkOrderOverview_workOrder\n    ...WorkOrderTimeline_workOrder\n    ...PartsPanel_workOrder\n    ...LabourPanel_workOrder\n    ...CostSummary_workOrder\n    ...DowntimePanel_workOrder\n    ...ChecklistPanel_workOrder\n    ...FailurePanel_workOrder\n    ...PhotoGallery_workOrder\n    ...CommentsPanel_workOrder\n  }\n':
    types.WorkOrderDetail_WorkOrderFragmentDoc,
  '\n  fragment DowntimePanel_workOrder on WorkOrder {\n    id\n    downtime {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n':
    types.DowntimePanel_WorkOrderFragmentDoc,
  '\n  fragment FailurePanel_workOrder on WorkOrder {\n    id\n    farmId\n    problem {\n      id\n      label\n    }\n    cause {\n      id\n      label\n    }\n    remedy {\n      id\n      label\n    }\n  }\n':
    types.FailurePanel_WorkOrderFragmentDoc,
  '\n  fragment LabourPanel_workOrder on WorkOrder {\n    id\n    farmId\n    assignees {\n      id\n      name\n    }\n    labour {\n      id\n      person {\n        id\n        name\n      }\n      startedAt\n      endedAt\n      minutes\n      running\n      hourlyRate\n      cost\n      note\n    }\n  }\n':
    types.LabourPanel_WorkOrderFragmentDoc,
  '\n  fragment WorkOrderOverview_workOrder on WorkOrder {\n    id\n    farmId\n    number\n    type\n    title\n    description\n    equipment {\n      id\n      code\n      name\n      # Completing turns a stopped machine back: the cached machine follows.\n      status\n      meterUnit\n      meterValue\n    }\n    priority\n    status\n    dueDate\n    overdue\n    scheduledStart\n    scheduledEnd\n    estimatedMinutes\n    assignees {\n      id\n      name\n    }\n    requester {\n      id\n      name\n    }\n    parent {\n      id\n      number\n      title\n    }\n    startedAt\n    completedAt\n    cancelledAt\n    cancelReason\n    holdReason\n    completionNotes\n    failureAt\n    equipmentDown\n    viewerActions\n    createdAt\n    updatedAt\n  }\n':
    types.WorkOrderOverview_WorkOrderFragmentDoc,
  '\n  fragment PartsPanel_workOrder on WorkOrder {\n    id\n    farmId\n    parts {\n      id\n      plannedQuantity\n      reservedQuantity\n      issuedQuantity\n      returnedQuantity\n      usedQuantity\n      cost\n      part {\n        id\n        partNumber\n        name\n        unit\n        quantityOnHand\n        reserved\n        available\n        unitCost\n      }\n    }\n  }\n':
    types.PartsPanel_WorkOrderFragmentDoc,
  '\n  fragment PhotoGallery_workOrder on WorkOrder {\n    id\n    farmId\n    photos {\n      id\n      ...PhotoThumbnails_photo\n    }\n  }\n':
    types.PhotoGallery_WorkOrderFragmentDoc,
  '\n  fragment PhotoThumbnails_photo on Photo {\n    id\n    url\n    thumbnailUrl\n    createdAt\n    createdBy {\n      id\n      name\n    }\n  }\n':
    types.PhotoThumbnails_PhotoFragmentDoc,
  '\n  fragment WorkOrderTimeline_workOrder on WorkOrder {\n    id\n    timeline {\n      id\n      action\n      actorName\n      at\n      changes\n    }\n  }\n':
    types.WorkOrderTimeline_WorkOrderFragmentDoc,
  '\n  mutation CreateFailureCode($input: CreateFailureCodeInput!) {\n    createFailureCode(input: $input) {\n      id\n      kind\n      code\n      label\n      active\n    }\n  }\n':
    types.CreateFailureCodeDocument,
  '\n  query FailureCodeLists($farmId: ID!) {\n    failureCodes(farmId: $farmId, includeInactive: true) {\n      id\n      kind\n      code\n      label\n      active\n    }\n  }\n':
    types.FailureCodeListsDocument,
  '\n  query LabourRates($farmId: ID!) {\n    farm(id: $farmId) {\n      id\n      defaultHourlyRate\n    }\n    labourRates(farmId: $farmId) {\n      person {\n        id\n        name\n      }\n      role\n      hourlyRate\n      effectiveRate\n    }\n  }\n':
    types.LabourRatesDocument,
  '\n  mutation SetFarmDefaultHourlyRate($farmId: ID!, $rate: Float) {\n    setFarmDefaultHourlyRate(farmId: $farmId, rate: $rate) {\n      id\n      defaultHourlyRate\n    }\n  }\n':
    types.SetFarmDefaultHourlyRateDocument,
  '\n  mutation SetMemberHourlyRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n    }\n  }\n':
    types.SetMemberHourlyRateDocument,
  '\n  mutation UpdateFailureCode($id: ID!, $input: UpdateFailureCodeInput!) {\n    updateFailureCode(id: $id, input: $input) {\n      id\n      label\n      active\n    }\n  }\n':
    types.UpdateFailureCodeDocument,
  '\n  query Farms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n      currency\n      viewerPermissions\n    }\n  }\n':
    types.FarmsDocument,
  '\n  mutation UpdateFarmCurrency($farmId: ID!, $currency: String!) {\n    updateFarmCurrency(farmId: $farmId, currency: $currency) {\n      id\n      currency\n    }\n  }\n':
    types.UpdateFarmCurrencyDocument,
  '\n  query Navigation($farmId: ID) {\n    navigation(farmId: $farmId) {\n      default {\n        ...MainMenu_item\n      }\n      horizontal {\n        ...MainMenu_item\n      }\n    }\n  }\n':
    types.NavigationDocument,
  '\n  fragment MainMenu_item on NavigationItem {\n    id\n    type\n    title\n    icon\n    link\n    externalLink\n    target\n    disabled\n    children {\n      id\n      type\n      title\n      icon\n      link\n      externalLink\n      target\n      disabled\n    }\n  }\n':
    types.MainMenu_ItemFragmentDoc,
  '\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n':
    types.DeleteNotificationDocument,
  '\n  mutation MarkAllNotificationsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n':
    types.MarkAllNotificationsReadDocument,
  '\n  query Notifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      read\n      ...NotificationItem_notification\n    }\n  }\n':
    types.NotificationsDocument,
  '\n  mutation ToggleNotificationRead($id: ID!, $read: Boolean!) {\n    toggleNotificationRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n':
    types.ToggleNotificationReadDocument,
  '\n  fragment NotificationItem_notification on Notification {\n    id\n    icon\n    image\n    title\n    description\n    time\n    link\n    useRouter\n    read\n    messageKey\n    messageParams\n  }\n':
    types.NotificationItem_NotificationFragmentDoc,
  '\n  query Me {\n    me {\n      id\n      ...UserMenu_user\n    }\n  }\n': types.MeDocument,
  '\n  mutation UpdateStatus($status: UserStatus!) {\n    updateMe(input: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n':
    types.UpdateStatusDocument,
  '\n  fragment UserMenu_user on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n':
    types.UserMenu_UserFragmentDoc,
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
  source: '\n  query MachineOptions($farmId: ID!, $text: String) {\n    equipmentList(farmId: $farmId, filter: { text: $text }) {\n      edges {\n        node {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MachineOptions($farmId: ID!, $text: String) {\n    equipmentList(farmId: $farmId, filter: { text: $text }) {\n      edges {\n        node {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChosenMachine($id: ID!) {\n    equipment(id: $id) {\n      id\n      code\n      name\n    }\n  }\n',
): (typeof documents)['\n  query ChosenMachine($id: ID!) {\n    equipment(id: $id) {\n      id\n      code\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PartOptions($farmId: ID!, $text: String) {\n    spareParts(farmId: $farmId, filter: { text: $text }, first: 20) {\n      edges {\n        node {\n          id\n          partNumber\n          name\n          available\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PartOptions($farmId: ID!, $text: String) {\n    spareParts(farmId: $farmId, filter: { text: $text }, first: 20) {\n      edges {\n        node {\n          id\n          partNumber\n          name\n          available\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WorkOrderAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query WorkOrderAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateMaintenancePlan($farmId: ID!, $input: MaintenancePlanInput!) {\n    createMaintenancePlan(farmId: $farmId, input: $input) {\n      id\n      ...PlanCard_plan\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateMaintenancePlan($farmId: ID!, $input: MaintenancePlanInput!) {\n    createMaintenancePlan(farmId: $farmId, input: $input) {\n      id\n      ...PlanCard_plan\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteMaintenancePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteMaintenancePlan($id: ID!) {\n    deleteMaintenancePlan(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MachinePlans($id: ID!) {\n    equipment(id: $id) {\n      id\n      plans {\n        id\n        ...PlanCard_plan\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MachinePlans($id: ID!) {\n    equipment(id: $id) {\n      id\n      plans {\n        id\n        ...PlanCard_plan\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PlanMachine($id: ID!) {\n    equipment(id: $id) {\n      id\n      meterUnit\n    }\n  }\n',
): (typeof documents)['\n  query PlanMachine($id: ID!) {\n    equipment(id: $id) {\n      id\n      meterUnit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RunPlanScheduler($farmId: ID!) {\n    runPlanScheduler(farmId: $farmId) {\n      opened\n      orders {\n        id\n        number\n        title\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RunPlanScheduler($farmId: ID!) {\n    runPlanScheduler(farmId: $farmId) {\n      opened\n      orders {\n        id\n        number\n        title\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetMaintenancePlanActive($id: ID!, $active: Boolean!) {\n    setMaintenancePlanActive(id: $id, active: $active) {\n      id\n      ...PlanCard_plan\n    }\n  }\n',
): (typeof documents)['\n  mutation SetMaintenancePlanActive($id: ID!, $active: Boolean!) {\n    setMaintenancePlanActive(id: $id, active: $active) {\n      id\n      ...PlanCard_plan\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateMaintenancePlan($id: ID!, $input: MaintenancePlanInput!) {\n    updateMaintenancePlan(id: $id, input: $input) {\n      id\n      ...PlanCard_plan\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateMaintenancePlan($id: ID!, $input: MaintenancePlanInput!) {\n    updateMaintenancePlan(id: $id, input: $input) {\n      id\n      ...PlanCard_plan\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PlanCard_plan on MaintenancePlan {\n    id\n    farmId\n    title\n    instructions\n    checklist\n    parts {\n      partId\n      quantity\n      part {\n        id\n        partNumber\n        name\n      }\n    }\n    estimatedMinutes\n    defaultAssignee {\n      id\n      name\n    }\n    priority\n    leadDays\n    active\n    calendarEvery\n    calendarUnit\n    meterEvery\n    anchor\n    startDate\n    startMeter\n    seasonStart\n    seasonEnd\n    breakInDays\n    breakInMeter\n    lastDone {\n      date\n      meter\n    }\n    lastSkipped {\n      date\n    }\n    nextDue {\n      date\n      meter\n      breakIn\n      projectedDate\n      ratePerDay\n      dueDate\n      dueNow\n    }\n    openOrder {\n      id\n      number\n      status\n      planLate\n    }\n    lateCount\n    equipment {\n      id\n      code\n      name\n      meterUnit\n    }\n  }\n',
): (typeof documents)['\n  fragment PlanCard_plan on MaintenancePlan {\n    id\n    farmId\n    title\n    instructions\n    checklist\n    parts {\n      partId\n      quantity\n      part {\n        id\n        partNumber\n        name\n      }\n    }\n    estimatedMinutes\n    defaultAssignee {\n      id\n      name\n    }\n    priority\n    leadDays\n    active\n    calendarEvery\n    calendarUnit\n    meterEvery\n    anchor\n    startDate\n    startMeter\n    seasonStart\n    seasonEnd\n    breakInDays\n    breakInMeter\n    lastDone {\n      date\n      meter\n    }\n    lastSkipped {\n      date\n    }\n    nextDue {\n      date\n      meter\n      breakIn\n      projectedDate\n      ratePerDay\n      dueDate\n      dueNow\n    }\n    openOrder {\n      id\n      number\n      status\n      planLate\n    }\n    lateCount\n    equipment {\n      id\n      code\n      name\n      meterUnit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Account {\n    me {\n      id\n      email\n      roles\n      ...ProfileForm_me\n    }\n    farms {\n      id\n      ...MyFarms_farm\n    }\n  }\n',
): (typeof documents)['\n  query Account {\n    me {\n      id\n      email\n      roles\n      ...ProfileForm_me\n    }\n    farms {\n      id\n      ...MyFarms_farm\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(input: { currentPassword: $currentPassword, newPassword: $newPassword })\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(input: { currentPassword: $currentPassword, newPassword: $newPassword })\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($name: String!, $avatar: String) {\n    updateMe(input: { name: $name, avatar: $avatar }) {\n      id\n      name\n      avatar\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($name: String!, $avatar: String) {\n    updateMe(input: { name: $name, avatar: $avatar }) {\n      id\n      name\n      avatar\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MyFarms_farm on Farm {\n    id\n    name\n    reference\n    viewerRole\n  }\n',
): (typeof documents)['\n  fragment MyFarms_farm on Farm {\n    id\n    name\n    reference\n    viewerRole\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProfileForm_me on User {\n    id\n    name\n    avatar\n  }\n',
): (typeof documents)['\n  fragment ProfileForm_me on User {\n    id\n    name\n    avatar\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Dashboard($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      farmId\n      openByPriority {\n        type\n        priority\n        count\n      }\n      overdue {\n        type\n        count\n      }\n      completedThisMonth {\n        type\n        count\n      }\n      machinesDown {\n        equipment {\n          id\n          code\n          name\n        }\n        since\n      }\n      pendingRequests\n      plansDueSoon\n      lowStockParts\n      stockValue\n      currency\n      recentActivity(first: 10) {\n        id\n        entityType\n        entityId\n        label\n        action\n        actorName\n        at\n      }\n      ordersPerWeek {\n        weekStart\n        opened\n        completed\n      }\n      downtimeByMachine {\n        equipment {\n          id\n          code\n        }\n        hours\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Dashboard($farmId: ID!) {\n    dashboard(farmId: $farmId) {\n      farmId\n      openByPriority {\n        type\n        priority\n        count\n      }\n      overdue {\n        type\n        count\n      }\n      completedThisMonth {\n        type\n        count\n      }\n      machinesDown {\n        equipment {\n          id\n          code\n          name\n        }\n        since\n      }\n      pendingRequests\n      plansDueSoon\n      lowStockParts\n      stockValue\n      currency\n      recentActivity(first: 10) {\n        id\n        entityType\n        entityId\n        label\n        action\n        actorName\n        at\n      }\n      ordersPerWeek {\n        weekStart\n        opened\n        completed\n      }\n      downtimeByMachine {\n        equipment {\n          id\n          code\n        }\n        hours\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      id\n      ...EquipmentOverview_equipment\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateEquipment($input: CreateEquipmentInput!) {\n    createEquipment(input: $input) {\n      id\n      ...EquipmentOverview_equipment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EquipmentDetail($id: ID!) {\n    equipment(id: $id) {\n      id\n      ...EquipmentOverview_equipment\n      ...ReadingsTab_equipment\n      ...ImplementsTab_equipment\n      ...PartsTab_equipment\n      ...HistoryTab_equipment\n    }\n  }\n',
): (typeof documents)['\n  query EquipmentDetail($id: ID!) {\n    equipment(id: $id) {\n      id\n      ...EquipmentOverview_equipment\n      ...ReadingsTab_equipment\n      ...ImplementsTab_equipment\n      ...PartsTab_equipment\n      ...HistoryTab_equipment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EquipmentList($farmId: ID!, $filter: EquipmentFilter, $sort: EquipmentSort, $first: Int, $after: String) {\n    equipmentList(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...EquipmentTable_equipment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n',
): (typeof documents)['\n  query EquipmentList($farmId: ID!, $filter: EquipmentFilter, $sort: EquipmentSort, $first: Int, $after: String) {\n    equipmentList(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...EquipmentTable_equipment\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MachineWorkOrders($id: ID!, $first: Int!) {\n    equipment(id: $id) {\n      id\n      workOrders(first: $first) {\n        id\n        number\n        title\n        type\n        status\n        holdReason\n        priority\n        dueDate\n        overdue\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MachineWorkOrders($id: ID!, $first: Int!) {\n    equipment(id: $id) {\n      id\n      workOrders(first: $first) {\n        id\n        number\n        title\n        type\n        status\n        holdReason\n        priority\n        dueDate\n        overdue\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PublicUrl {\n    appConfig {\n      publicUrl\n    }\n  }\n',
): (typeof documents)['\n  query PublicUrl {\n    appConfig {\n      publicUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordMeterReading($equipmentId: ID!, $value: Float!) {\n    recordMeterReading(equipmentId: $equipmentId, value: $value) {\n      id\n      value\n      readAt\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordMeterReading($equipmentId: ID!, $value: Float!) {\n    recordMeterReading(equipmentId: $equipmentId, value: $value) {\n      id\n      value\n      readAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EquipmentRequestLink($id: ID!) {\n    equipment(id: $id) {\n      id\n      requestLink\n    }\n  }\n',
): (typeof documents)['\n  query EquipmentRequestLink($id: ID!) {\n    equipment(id: $id) {\n      id\n      requestLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RetireEquipment($id: ID!) {\n    retireEquipment(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation RetireEquipment($id: ID!) {\n    retireEquipment(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RotateRequestToken($equipmentId: ID!) {\n    rotateRequestToken(equipmentId: $equipmentId) {\n      id\n      requestLink\n    }\n  }\n',
): (typeof documents)['\n  mutation RotateRequestToken($equipmentId: ID!) {\n    rotateRequestToken(equipmentId: $equipmentId) {\n      id\n      requestLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      id\n      ...EquipmentOverview_equipment\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {\n    updateEquipment(id: $id, input: $input) {\n      id\n      ...EquipmentOverview_equipment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EquipmentTable_equipment on Equipment {\n    id\n    code\n    name\n    category\n    make\n    model\n    serialNumber\n    year\n    status\n    criticality\n    location\n    meterUnit\n    meterValue\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment EquipmentTable_equipment on Equipment {\n    id\n    code\n    name\n    category\n    make\n    model\n    serialNumber\n    year\n    status\n    criticality\n    location\n    meterUnit\n    meterValue\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment HistoryTab_equipment on Equipment {\n    id\n    history {\n      id\n      action\n      actorName\n      at\n      changes\n    }\n  }\n',
): (typeof documents)['\n  fragment HistoryTab_equipment on Equipment {\n    id\n    history {\n      id\n      action\n      actorName\n      at\n      changes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ImplementsTab_equipment on Equipment {\n    id\n    farmId\n    parent {\n      id\n    }\n    children {\n      id\n      code\n      name\n      category\n      status\n    }\n  }\n',
): (typeof documents)['\n  fragment ImplementsTab_equipment on Equipment {\n    id\n    farmId\n    parent {\n      id\n    }\n    children {\n      id\n      code\n      name\n      category\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EquipmentOverview_equipment on Equipment {\n    id\n    farmId\n    code\n    name\n    category\n    make\n    model\n    serialNumber\n    year\n    status\n    criticality\n    location\n    parent {\n      id\n      code\n      name\n    }\n    meterUnit\n    meterValue\n    # The edit form fixes the meter unit once there is a reading.\n    lastReading: readings(first: 1) {\n      id\n    }\n    purchaseDate\n    purchaseCost\n    warrantyEnd\n    notes\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment EquipmentOverview_equipment on Equipment {\n    id\n    farmId\n    code\n    name\n    category\n    make\n    model\n    serialNumber\n    year\n    status\n    criticality\n    location\n    parent {\n      id\n      code\n      name\n    }\n    meterUnit\n    meterValue\n    # The edit form fixes the meter unit once there is a reading.\n    lastReading: readings(first: 1) {\n      id\n    }\n    purchaseDate\n    purchaseCost\n    warrantyEnd\n    notes\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PartsTab_equipment on Equipment {\n    id\n    compatibleParts {\n      id\n      partNumber\n      name\n      unit\n      quantityOnHand\n      lowStock\n    }\n  }\n',
): (typeof documents)['\n  fragment PartsTab_equipment on Equipment {\n    id\n    compatibleParts {\n      id\n      partNumber\n      name\n      unit\n      quantityOnHand\n      lowStock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReadingsTab_equipment on Equipment {\n    id\n    status\n    meterUnit\n    meterValue\n    readings {\n      id\n      value\n      readAt\n      recordedByName\n    }\n  }\n',
): (typeof documents)['\n  fragment ReadingsTab_equipment on Equipment {\n    id\n    status\n    meterUnit\n    meterValue\n    readings {\n      id\n      value\n      readAt\n      recordedByName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SpareParts($farmId: ID!, $filter: SparePartFilter, $sort: SparePartSort, $first: Int, $after: String) {\n    spareParts(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PartsList_part\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n      farmStockValue\n    }\n  }\n',
): (typeof documents)['\n  query SpareParts($farmId: ID!, $filter: SparePartFilter, $sort: SparePartSort, $first: Int, $after: String) {\n    spareParts(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PartsList_part\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n      farmStockValue\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdjustStock($partId: ID!, $quantity: Float!, $reason: String!) {\n    adjustStock(partId: $partId, quantity: $quantity, reason: $reason) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n',
): (typeof documents)['\n  mutation AdjustStock($partId: ID!, $quantity: Float!, $reason: String!) {\n    adjustStock(partId: $partId, quantity: $quantity, reason: $reason) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateSparePart($input: CreateSparePartInput!) {\n    createSparePart(input: $input) {\n      id\n      ...PartSummary_part\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateSparePart($input: CreateSparePartInput!) {\n    createSparePart(input: $input) {\n      id\n      ...PartSummary_part\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EquipmentOptions($farmId: ID!) {\n    equipmentList(farmId: $farmId, first: 100, sort: { field: CODE }) {\n      edges {\n        node {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EquipmentOptions($farmId: ID!) {\n    equipmentList(farmId: $farmId, first: 100, sort: { field: CODE }) {\n      edges {\n        node {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation IssueStock($partId: ID!, $quantity: Float!, $note: String) {\n    issueStock(partId: $partId, quantity: $quantity, note: $note) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n',
): (typeof documents)['\n  mutation IssueStock($partId: ID!, $quantity: Float!, $note: String) {\n    issueStock(partId: $partId, quantity: $quantity, note: $note) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReceiveStock($partId: ID!, $quantity: Float!, $unitCost: Float, $note: String) {\n    receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost, note: $note) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n',
): (typeof documents)['\n  mutation ReceiveStock($partId: ID!, $quantity: Float!, $unitCost: Float, $note: String) {\n    receiveStock(partId: $partId, quantity: $quantity, unitCost: $unitCost, note: $note) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SparePart($id: ID!) {\n    sparePart(id: $id) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n      ...PlannedOrders_part\n    }\n  }\n',
): (typeof documents)['\n  query SparePart($id: ID!) {\n    sparePart(id: $id) {\n      id\n      ...PartSummary_part\n      ...MovementLedger_part\n      ...PlannedOrders_part\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateSparePart($id: ID!, $input: UpdateSparePartInput!) {\n    updateSparePart(id: $id, input: $input) {\n      id\n      ...PartSummary_part\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateSparePart($id: ID!, $input: UpdateSparePartInput!) {\n    updateSparePart(id: $id, input: $input) {\n      id\n      ...PartSummary_part\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MovementLedger_part on SparePart {\n    id\n    movements(first: 50) {\n      id\n      type\n      quantity\n      unitCost\n      balanceAfter\n      note\n      createdByName\n      createdAt\n      workOrder {\n        id\n        number\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment MovementLedger_part on SparePart {\n    id\n    movements(first: 50) {\n      id\n      type\n      quantity\n      unitCost\n      balanceAfter\n      note\n      createdByName\n      createdAt\n      workOrder {\n        id\n        number\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PartSummary_part on SparePart {\n    id\n    partNumber\n    name\n    category\n    unit\n    quantityOnHand\n    minQuantity\n    reorderQuantity\n    unitCost\n    stockValue\n    lowStock\n    storageLocation\n    supplier\n    updatedAt\n    compatibleEquipment {\n      id\n      code\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment PartSummary_part on SparePart {\n    id\n    partNumber\n    name\n    category\n    unit\n    quantityOnHand\n    minQuantity\n    reorderQuantity\n    unitCost\n    stockValue\n    lowStock\n    storageLocation\n    supplier\n    updatedAt\n    compatibleEquipment {\n      id\n      code\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PartsList_part on SparePart {\n    id\n    partNumber\n    name\n    category\n    unit\n    quantityOnHand\n    minQuantity\n    unitCost\n    stockValue\n    lowStock\n    supplier\n    storageLocation\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment PartsList_part on SparePart {\n    id\n    partNumber\n    name\n    category\n    unit\n    quantityOnHand\n    minQuantity\n    unitCost\n    stockValue\n    lowStock\n    supplier\n    storageLocation\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PlannedOrders_part on SparePart {\n    id\n    unit\n    plannedOn {\n      id\n      plannedQuantity\n      reservedQuantity\n      workOrder {\n        id\n        number\n        title\n        status\n        holdReason\n        dueDate\n        overdue\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment PlannedOrders_part on SparePart {\n    id\n    unit\n    plannedOn {\n      id\n      plannedQuantity\n      reservedQuantity\n      workOrder {\n        id\n        number\n        title\n        status\n        holdReason\n        dueDate\n        overdue\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RequestRow_request on MaintenanceRequest {\n    id\n    status\n    description\n    machineStopped\n    reporterName\n    reporterPhone\n    declineReason\n    createdAt\n    decidedAt\n    equipment {\n      id\n      code\n      name\n    }\n    photo {\n      id\n      url\n      thumbnailUrl\n    }\n    workOrder {\n      id\n      number\n    }\n    decidedBy {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment RequestRow_request on MaintenanceRequest {\n    id\n    status\n    description\n    machineStopped\n    reporterName\n    reporterPhone\n    declineReason\n    createdAt\n    decidedAt\n    equipment {\n      id\n      code\n      name\n    }\n    photo {\n      id\n      url\n      thumbnailUrl\n    }\n    workOrder {\n      id\n      number\n    }\n    decidedBy {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApproveMaintenanceRequest($id: ID!, $priority: WorkOrderPriority, $assigneeIds: [ID!]) {\n    approveMaintenanceRequest(id: $id, priority: $priority, assigneeIds: $assigneeIds) {\n      id\n      ...RequestRow_request\n    }\n  }\n',
): (typeof documents)['\n  mutation ApproveMaintenanceRequest($id: ID!, $priority: WorkOrderPriority, $assigneeIds: [ID!]) {\n    approveMaintenanceRequest(id: $id, priority: $priority, assigneeIds: $assigneeIds) {\n      id\n      ...RequestRow_request\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeclineMaintenanceRequest($id: ID!, $reason: String!) {\n    declineMaintenanceRequest(id: $id, reason: $reason) {\n      id\n      ...RequestRow_request\n    }\n  }\n',
): (typeof documents)['\n  mutation DeclineMaintenanceRequest($id: ID!, $reason: String!) {\n    declineMaintenanceRequest(id: $id, reason: $reason) {\n      id\n      ...RequestRow_request\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MaintenanceRequests($farmId: ID!, $status: [MaintenanceRequestStatus!], $first: Int, $after: String) {\n    maintenanceRequests(farmId: $farmId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...RequestRow_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n',
): (typeof documents)['\n  query MaintenanceRequests($farmId: ID!, $status: [MaintenanceRequestStatus!], $first: Int, $after: String) {\n    maintenanceRequests(farmId: $farmId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...RequestRow_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RequestAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query RequestAssignees($farmId: ID!) {\n    workOrderAssignees(farmId: $farmId) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Planning($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      farmId\n      weeklyCapacityHours\n      orders {\n        day\n        basis\n        order {\n          id\n          number\n          title\n          type\n          priority\n          status\n          scheduledStart\n          scheduledEnd\n          assignees {\n            id\n            name\n          }\n          equipment {\n            id\n            code\n          }\n        }\n      }\n      forecasts {\n        key\n        dueDate\n        meter\n        overdue\n        hasOpenOrder\n        plan {\n          id\n          title\n          defaultAssignee {\n            id\n            name\n          }\n        }\n        equipment {\n          id\n          code\n          name\n          meterUnit\n        }\n      }\n      workload {\n        technician {\n          id\n          name\n        }\n        week\n        weekStart\n        estimatedHours\n        capacityHours\n        overCapacity\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Planning($farmId: ID!, $from: LocalDate!, $to: LocalDate!, $filter: PlanningFilter) {\n    planning(farmId: $farmId, from: $from, to: $to, filter: $filter) {\n      farmId\n      weeklyCapacityHours\n      orders {\n        day\n        basis\n        order {\n          id\n          number\n          title\n          type\n          priority\n          status\n          scheduledStart\n          scheduledEnd\n          assignees {\n            id\n            name\n          }\n          equipment {\n            id\n            code\n          }\n        }\n      }\n      forecasts {\n        key\n        dueDate\n        meter\n        overdue\n        hasOpenOrder\n        plan {\n          id\n          title\n          defaultAssignee {\n            id\n            name\n          }\n        }\n        equipment {\n          id\n          code\n          name\n          meterUnit\n        }\n      }\n      workload {\n        technician {\n          id\n          name\n        }\n        week\n        weekStart\n        estimatedHours\n        capacityHours\n        overCapacity\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RescheduleOrder($id: ID!, $input: RescheduleWorkOrderInput!) {\n    rescheduleWorkOrder(id: $id, input: $input) {\n      order {\n        id\n        scheduledStart\n        scheduledEnd\n        assignees {\n          id\n          name\n        }\n      }\n      previous {\n        scheduledStart\n        scheduledEnd\n        assigneeIds\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RescheduleOrder($id: ID!, $input: RescheduleWorkOrderInput!) {\n    rescheduleWorkOrder(id: $id, input: $input) {\n      order {\n        id\n        scheduledStart\n        scheduledEnd\n        assignees {\n          id\n          name\n        }\n      }\n      previous {\n        scheduledStart\n        scheduledEnd\n        assigneeIds\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FarmPlans($farmId: ID!, $equipmentId: ID, $active: Boolean, $dueWithinDays: Int, $first: Int, $after: String) {\n    maintenancePlans(\n      farmId: $farmId\n      equipmentId: $equipmentId\n      active: $active\n      dueWithinDays: $dueWithinDays\n      first: $first\n      after: $after\n    ) {\n      edges {\n        cursor\n        node {\n          id\n          ...PlanCard_plan\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n',
): (typeof documents)['\n  query FarmPlans($farmId: ID!, $equipmentId: ID, $active: Boolean, $dueWithinDays: Int, $first: Int, $after: String) {\n    maintenancePlans(\n      farmId: $farmId\n      equipmentId: $equipmentId\n      active: $active\n      dueWithinDays: $dueWithinDays\n      first: $first\n      after: $after\n    ) {\n      edges {\n        cursor\n        node {\n          id\n          ...PlanCard_plan\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Reports(\n    $farmId: ID!\n    $period: ReportPeriodInput!\n    $filter: ReportFilter\n    $machineId: ID!\n    $withMachine: Boolean!\n  ) {\n    reports(farmId: $farmId, period: $period, filter: $filter) {\n      farmId\n      from\n      to\n      currency\n      reliability {\n        ...ReliabilitySection_report\n      }\n      downtime {\n        ...DowntimeSection_report\n      }\n      failurePareto {\n        ...FailureParetoSection_report\n      }\n      cost {\n        ...CostSection_report\n      }\n      pmCompliance {\n        ...PmComplianceSection_report\n      }\n      plannedVsReactive {\n        ...PlannedReactiveSection_report\n      }\n      backlog {\n        ...BacklogSection_report\n      }\n      partsConsumption {\n        ...PartsConsumptionSection_report\n      }\n      stockValue {\n        ...StockValueSection_report\n      }\n    }\n    machine: equipment(id: $machineId) @include(if: $withMachine) {\n      id\n      code\n      name\n    }\n  }\n',
): (typeof documents)['\n  query Reports(\n    $farmId: ID!\n    $period: ReportPeriodInput!\n    $filter: ReportFilter\n    $machineId: ID!\n    $withMachine: Boolean!\n  ) {\n    reports(farmId: $farmId, period: $period, filter: $filter) {\n      farmId\n      from\n      to\n      currency\n      reliability {\n        ...ReliabilitySection_report\n      }\n      downtime {\n        ...DowntimeSection_report\n      }\n      failurePareto {\n        ...FailureParetoSection_report\n      }\n      cost {\n        ...CostSection_report\n      }\n      pmCompliance {\n        ...PmComplianceSection_report\n      }\n      plannedVsReactive {\n        ...PlannedReactiveSection_report\n      }\n      backlog {\n        ...BacklogSection_report\n      }\n      partsConsumption {\n        ...PartsConsumptionSection_report\n      }\n      stockValue {\n        ...StockValueSection_report\n      }\n    }\n    machine: equipment(id: $machineId) @include(if: $withMachine) {\n      id\n      code\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BacklogSection_report on BacklogReport {\n    total\n    cells {\n      age\n      priority\n      count\n    }\n  }\n',
): (typeof documents)['\n  fragment BacklogSection_report on BacklogReport {\n    total\n    cells {\n      age\n      priority\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CostSection_report on CostReport {\n    parts\n    labour\n    total\n    labourHours\n    byMonth {\n      month\n      parts\n      labour\n      total\n      labourHours\n    }\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      parts\n      labour\n      total\n      labourHours\n      purchaseCost\n      shareOfPurchaseCost\n    }\n    byCategory {\n      category\n      parts\n      labour\n      total\n      labourHours\n    }\n  }\n',
): (typeof documents)['\n  fragment CostSection_report on CostReport {\n    parts\n    labour\n    total\n    labourHours\n    byMonth {\n      month\n      parts\n      labour\n      total\n      labourHours\n    }\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      parts\n      labour\n      total\n      labourHours\n      purchaseCost\n      shareOfPurchaseCost\n    }\n    byCategory {\n      category\n      parts\n      labour\n      total\n      labourHours\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DowntimeSection_report on DowntimeReport {\n    totalHours\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      hours\n      periods\n      share\n    }\n    byReason {\n      reason\n      hours\n      periods\n      share\n    }\n  }\n',
): (typeof documents)['\n  fragment DowntimeSection_report on DowntimeReport {\n    totalHours\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      hours\n      periods\n      share\n    }\n    byReason {\n      reason\n      hours\n      periods\n      share\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FailureParetoSection_report on FailureParetoReport {\n    failures\n    byProblem {\n      failureCode {\n        id\n        code\n        label\n      }\n      failures\n      share\n      cumulativeShare\n    }\n    byCause {\n      failureCode {\n        id\n        code\n        label\n      }\n      failures\n      share\n      cumulativeShare\n    }\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      failures\n      share\n      cumulativeShare\n    }\n  }\n',
): (typeof documents)['\n  fragment FailureParetoSection_report on FailureParetoReport {\n    failures\n    byProblem {\n      failureCode {\n        id\n        code\n        label\n      }\n      failures\n      share\n      cumulativeShare\n    }\n    byCause {\n      failureCode {\n        id\n        code\n        label\n      }\n      failures\n      share\n      cumulativeShare\n    }\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      failures\n      share\n      cumulativeShare\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment PartsConsumptionSection_report on PartsConsumptionReport {\n    parts\n    issuedValue\n    returnedValue\n    netValue\n    # The server's default number of parts, as its CSV's: the file lists the rows shown.\n    top {\n      part {\n        id\n        partNumber\n        name\n        unit\n      }\n      issued\n      returned\n      net\n      netValue\n      share\n    }\n  }\n",
): (typeof documents)["\n  fragment PartsConsumptionSection_report on PartsConsumptionReport {\n    parts\n    issuedValue\n    returnedValue\n    netValue\n    # The server's default number of parts, as its CSV's: the file lists the rows shown.\n    top {\n      part {\n        id\n        partNumber\n        name\n        unit\n      }\n      issued\n      returned\n      net\n      netValue\n      share\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PlannedReactiveSection_report on PlannedReactiveReport {\n    byType {\n      type\n      completedOrders\n      labourHours\n    }\n    plannedOrderShare\n    plannedHourShare\n  }\n',
): (typeof documents)['\n  fragment PlannedReactiveSection_report on PlannedReactiveReport {\n    byType {\n      type\n      completedOrders\n      labourHours\n    }\n    plannedOrderShare\n    plannedHourShare\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment PmComplianceSection_report on PmComplianceReport {\n    due\n    onTime\n    late\n    missed\n    notYetDue\n    compliance\n    # The server's default length, as its CSV's: the file lists the rows shown.\n    exceptions {\n      order {\n        id\n        number\n        title\n        equipment {\n          id\n          code\n        }\n      }\n      dueDate\n      outcome\n      completedOn\n      daysLate\n    }\n  }\n",
): (typeof documents)["\n  fragment PmComplianceSection_report on PmComplianceReport {\n    due\n    onTime\n    late\n    missed\n    notYetDue\n    compliance\n    # The server's default length, as its CSV's: the file lists the rows shown.\n    exceptions {\n      order {\n        id\n        number\n        title\n        equipment {\n          id\n          code\n        }\n      }\n      dueDate\n      outcome\n      completedOn\n      daysLate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReliabilitySection_report on ReliabilityReport {\n    machines\n    operatingHours\n    failures\n    mtbfHours\n    repairs\n    repairHours\n    mttrHours\n    downtimeHours\n    availability\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      basis\n      operatingHours\n      failures\n      mtbfHours\n      repairs\n      repairHours\n      mttrHours\n      downtimeHours\n      availability\n    }\n  }\n',
): (typeof documents)['\n  fragment ReliabilitySection_report on ReliabilityReport {\n    machines\n    operatingHours\n    failures\n    mtbfHours\n    repairs\n    repairHours\n    mttrHours\n    downtimeHours\n    availability\n    byMachine {\n      equipment {\n        id\n        code\n        name\n      }\n      basis\n      operatingHours\n      failures\n      mtbfHours\n      repairs\n      repairHours\n      mttrHours\n      downtimeHours\n      availability\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StockValueSection_report on StockValueReport {\n    opening\n    months {\n      month\n      at\n      value\n    }\n  }\n',
): (typeof documents)['\n  fragment StockValueSection_report on StockValueReport {\n    opening\n    months {\n      month\n      at\n      value\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateFarm($input: CreateFarmInput!) {\n    createFarm(input: $input) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n      currency\n      viewerPermissions\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateFarm($input: CreateFarmInput!) {\n    createFarm(input: $input) {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n      currency\n      viewerPermissions\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeactivateFarmMember($farmId: ID!, $userId: ID!) {\n    deactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      ...MemberTable_member\n    }\n  }\n',
): (typeof documents)['\n  mutation DeactivateFarmMember($farmId: ID!, $userId: ID!) {\n    deactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      ...MemberTable_member\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FarmInvitations($farmId: ID!, $status: [InvitationStatus!], $first: Int, $after: String) {\n    farmInvitations(farmId: $farmId, status: $status, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...InvitationTable_invitation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n',
): (typeof documents)['\n  query FarmInvitations($farmId: ID!, $status: [InvitationStatus!], $first: Int, $after: String) {\n    farmInvitations(farmId: $farmId, status: $status, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...InvitationTable_invitation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FarmMembers($farmId: ID!, $filter: FarmMemberFilter, $first: Int, $after: String) {\n    farmMembers(farmId: $farmId, filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MemberTable_member\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n',
): (typeof documents)['\n  query FarmMembers($farmId: ID!, $filter: FarmMemberFilter, $first: Int, $after: String) {\n    farmMembers(farmId: $farmId, filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MemberTable_member\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteFarmMember($input: InviteFarmMemberInput!) {\n    inviteFarmMember(input: $input) {\n      id\n      ...InvitationTable_invitation\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteFarmMember($input: InviteFarmMemberInput!) {\n    inviteFarmMember(input: $input) {\n      id\n      ...InvitationTable_invitation\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReactivateFarmMember($farmId: ID!, $userId: ID!) {\n    reactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      ...MemberTable_member\n    }\n  }\n',
): (typeof documents)['\n  mutation ReactivateFarmMember($farmId: ID!, $userId: ID!) {\n    reactivateFarmMember(farmId: $farmId, userId: $userId) {\n      id\n      ...MemberTable_member\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeFarmInvitation($farmId: ID!, $id: ID!) {\n    revokeFarmInvitation(farmId: $farmId, id: $id) {\n      id\n      ...InvitationTable_invitation\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeFarmInvitation($farmId: ID!, $id: ID!) {\n    revokeFarmInvitation(farmId: $farmId, id: $id) {\n      id\n      ...InvitationTable_invitation\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetAccountActive($userId: ID!, $active: Boolean!) {\n    setAccountActive(userId: $userId, active: $active) {\n      id\n      ...AccountTable_account\n    }\n  }\n',
): (typeof documents)['\n  mutation SetAccountActive($userId: ID!, $active: Boolean!) {\n    setAccountActive(userId: $userId, active: $active) {\n      id\n      ...AccountTable_account\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UserManagementSetMemberRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n    }\n  }\n',
): (typeof documents)['\n  mutation UserManagementSetMemberRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetFarmMemberRole($farmId: ID!, $userId: ID!, $role: FarmRole!) {\n    setFarmMemberRole(farmId: $farmId, userId: $userId, role: $role) {\n      id\n      ...MemberTable_member\n    }\n  }\n',
): (typeof documents)['\n  mutation SetFarmMemberRole($farmId: ID!, $userId: ID!, $role: FarmRole!) {\n    setFarmMemberRole(farmId: $farmId, userId: $userId, role: $role) {\n      id\n      ...MemberTable_member\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetUserAdmin($userId: ID!, $admin: Boolean!) {\n    setUserAdmin(userId: $userId, admin: $admin) {\n      id\n      ...AccountTable_account\n    }\n  }\n',
): (typeof documents)['\n  mutation SetUserAdmin($userId: ID!, $admin: Boolean!) {\n    setUserAdmin(userId: $userId, admin: $admin) {\n      id\n      ...AccountTable_account\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserAccounts($filter: UserAccountFilter, $first: Int, $after: String) {\n    userAccounts(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...AccountTable_account\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n',
): (typeof documents)['\n  query UserAccounts($filter: UserAccountFilter, $first: Int, $after: String) {\n    userAccounts(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...AccountTable_account\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AccountTable_account on UserAccount {\n    id\n    name\n    email\n    admin\n    deactivated\n    lastSignInAt\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment AccountTable_account on UserAccount {\n    id\n    name\n    email\n    admin\n    deactivated\n    lastSignInAt\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment InvitationTable_invitation on FarmInvitation {\n    id\n    farmId\n    email\n    role\n    status\n    invitedByName\n    createdAt\n    expiresAt\n    acceptedAt\n    revokedAt\n  }\n',
): (typeof documents)['\n  fragment InvitationTable_invitation on FarmInvitation {\n    id\n    farmId\n    email\n    role\n    status\n    invitedByName\n    createdAt\n    expiresAt\n    acceptedAt\n    revokedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MemberTable_member on FarmMember {\n    id\n    farmId\n    userId\n    name\n    email\n    avatar\n    role\n    status\n    accountDeactivated\n    admin\n    lastSignInAt\n    joinedAt\n    labourRate {\n      hourlyRate\n      effectiveRate\n    }\n  }\n',
): (typeof documents)['\n  fragment MemberTable_member on FarmMember {\n    id\n    farmId\n    userId\n    name\n    email\n    avatar\n    role\n    status\n    accountDeactivated\n    admin\n    lastSignInAt\n    joinedAt\n    labourRate {\n      hourlyRate\n      effectiveRate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddChecklistItem($workOrderId: ID!, $input: AddChecklistItemInput!) {\n    addChecklistItem(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AddChecklistItem($workOrderId: ID!, $input: AddChecklistItemInput!) {\n    addChecklistItem(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddDowntime($workOrderId: ID!, $input: DowntimeInput!) {\n    addDowntime(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AddDowntime($workOrderId: ID!, $input: DowntimeInput!) {\n    addDowntime(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddWorkOrderComment($workOrderId: ID!, $input: AddWorkOrderCommentInput!) {\n    addWorkOrderComment(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AddWorkOrderComment($workOrderId: ID!, $input: AddWorkOrderCommentInput!) {\n    addWorkOrderComment(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignWorkOrder($id: ID!, $assigneeIds: [ID!]!) {\n    assignWorkOrder(id: $id, assigneeIds: $assigneeIds) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignWorkOrder($id: ID!, $assigneeIds: [ID!]!) {\n    assignWorkOrder(id: $id, assigneeIds: $assigneeIds) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AttachWorkOrderPhoto($workOrderId: ID!, $photoId: ID!, $checklistItemId: ID) {\n    attachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId, checklistItemId: $checklistItemId) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation AttachWorkOrderPhoto($workOrderId: ID!, $photoId: ID!, $checklistItemId: ID) {\n    attachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId, checklistItemId: $checklistItemId) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelWorkOrder($id: ID!, $reason: String!) {\n    cancelWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelWorkOrder($id: ID!, $reason: String!) {\n    cancelWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CompleteWorkOrder($id: ID!, $input: CompleteWorkOrderInput) {\n    completeWorkOrder(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation CompleteWorkOrder($id: ID!, $input: CompleteWorkOrderInput) {\n    completeWorkOrder(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateWorkOrder($input: CreateWorkOrderInput!) {\n    createWorkOrder(input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateWorkOrder($input: CreateWorkOrderInput!) {\n    createWorkOrder(input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteLabourEntry($id: ID!) {\n    deleteLabourEntry(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteLabourEntry($id: ID!) {\n    deleteLabourEntry(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DetachWorkOrderPhoto($workOrderId: ID!, $photoId: ID!) {\n    detachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation DetachWorkOrderPhoto($workOrderId: ID!, $photoId: ID!) {\n    detachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EndDowntime($id: ID!, $endedAt: DateTime!) {\n    updateDowntime(id: $id, input: { endedAt: $endedAt }) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation EndDowntime($id: ID!, $endedAt: DateTime!) {\n    updateDowntime(id: $id, input: { endedAt: $endedAt }) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FailureCodes($farmId: ID!) {\n    failureCodes(farmId: $farmId) {\n      id\n      kind\n      label\n    }\n  }\n',
): (typeof documents)['\n  query FailureCodes($farmId: ID!) {\n    failureCodes(farmId: $farmId) {\n      id\n      kind\n      label\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation HoldWorkOrder($id: ID!, $reason: String) {\n    holdWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation HoldWorkOrder($id: ID!, $reason: String) {\n    holdWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LogLabour($workOrderId: ID!, $input: LogLabourInput!) {\n    logLabour(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation LogLabour($workOrderId: ID!, $input: LogLabourInput!) {\n    logLabour(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpenCorrective($itemId: ID!, $input: OpenCorrectiveInput) {\n    openCorrectiveFromChecklistItem(itemId: $itemId, input: $input) {\n      id\n      number\n    }\n  }\n',
): (typeof documents)['\n  mutation OpenCorrective($itemId: ID!, $input: OpenCorrectiveInput) {\n    openCorrectiveFromChecklistItem(itemId: $itemId, input: $input) {\n      id\n      number\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PlanWorkOrderPart($workOrderId: ID!, $input: PlanWorkOrderPartInput!) {\n    planWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation PlanWorkOrderPart($workOrderId: ID!, $input: PlanWorkOrderPartInput!) {\n    planWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordChecklistResult($id: ID!, $result: ChecklistResult, $note: String) {\n    recordChecklistResult(id: $id, result: $result, note: $note) {\n      id\n      result\n      note\n      doneAt\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordChecklistResult($id: ID!, $result: ChecklistResult, $note: String) {\n    recordChecklistResult(id: $id, result: $result, note: $note) {\n      id\n      result\n      note\n      doneAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordWorkOrderFailure($id: ID!, $input: WorkOrderFailureInput!) {\n    recordWorkOrderFailure(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordWorkOrderFailure($id: ID!, $input: WorkOrderFailureInput!) {\n    recordWorkOrderFailure(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveChecklistItem($id: ID!) {\n    removeChecklistItem(id: $id)\n  }\n',
): (typeof documents)['\n  mutation RemoveChecklistItem($id: ID!) {\n    removeChecklistItem(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveDowntime($id: ID!) {\n    removeDowntime(id: $id)\n  }\n',
): (typeof documents)['\n  mutation RemoveDowntime($id: ID!) {\n    removeDowntime(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveWorkOrderPart($id: ID!) {\n    removeWorkOrderPart(id: $id)\n  }\n',
): (typeof documents)['\n  mutation RemoveWorkOrderPart($id: ID!) {\n    removeWorkOrderPart(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReopenWorkOrder($id: ID!, $reason: String) {\n    reopenWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation ReopenWorkOrder($id: ID!, $reason: String) {\n    reopenWorkOrder(id: $id, reason: $reason) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResumeWorkOrder($id: ID!) {\n    resumeWorkOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation ResumeWorkOrder($id: ID!) {\n    resumeWorkOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReturnWorkOrderPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    returnWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ReturnWorkOrderPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    returnWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetWorkOrderPartPlan($id: ID!, $quantity: Float!) {\n    setWorkOrderPartPlan(id: $id, quantity: $quantity) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation SetWorkOrderPartPlan($id: ID!, $quantity: Float!) {\n    setWorkOrderPartPlan(id: $id, quantity: $quantity) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartLabourTimer($workOrderId: ID!, $input: StartLabourTimerInput) {\n    startLabourTimer(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation StartLabourTimer($workOrderId: ID!, $input: StartLabourTimerInput) {\n    startLabourTimer(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartWorkOrder($id: ID!) {\n    startWorkOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation StartWorkOrder($id: ID!) {\n    startWorkOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StopLabourTimer($id: ID!) {\n    stopLabourTimer(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation StopLabourTimer($id: ID!) {\n    stopLabourTimer(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateWorkOrder($id: ID!, $input: UpdateWorkOrderInput!) {\n    updateWorkOrder(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateWorkOrder($id: ID!, $input: UpdateWorkOrderInput!) {\n    updateWorkOrder(id: $id, input: $input) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UseWorkOrderPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    useWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation UseWorkOrderPart($workOrderId: ID!, $input: WorkOrderPartMovementInput!) {\n    useWorkOrderPart(workOrderId: $workOrderId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WorkOrder($id: ID!) {\n    workOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n',
): (typeof documents)['\n  query WorkOrder($id: ID!) {\n    workOrder(id: $id) {\n      id\n      ...WorkOrderDetail_workOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WorkOrders($farmId: ID!, $filter: WorkOrderFilter, $sort: WorkOrderSort, $first: Int, $after: String) {\n    workOrders(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...WorkOrderTable_workOrder\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n',
): (typeof documents)['\n  query WorkOrders($farmId: ID!, $filter: WorkOrderFilter, $sort: WorkOrderSort, $first: Int, $after: String) {\n    workOrders(farmId: $farmId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...WorkOrderTable_workOrder\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalCountIsExact\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WorkOrderTable_workOrder on WorkOrder {\n    id\n    number\n    type\n    title\n    equipment {\n      id\n      code\n      name\n    }\n    priority\n    status\n    holdReason\n    dueDate\n    overdue\n    assignees {\n      id\n      name\n    }\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment WorkOrderTable_workOrder on WorkOrder {\n    id\n    number\n    type\n    title\n    equipment {\n      id\n      code\n      name\n    }\n    priority\n    status\n    holdReason\n    dueDate\n    overdue\n    assignees {\n      id\n      name\n    }\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChecklistPanel_workOrder on WorkOrder {\n    id\n    farmId\n    checklist {\n      id\n      position\n      text\n      result\n      note\n      doneBy {\n        id\n        name\n      }\n      doneAt\n      correctiveOrder {\n        id\n        number\n        status\n      }\n      photos {\n        id\n        ...PhotoThumbnails_photo\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ChecklistPanel_workOrder on WorkOrder {\n    id\n    farmId\n    checklist {\n      id\n      position\n      text\n      result\n      note\n      doneBy {\n        id\n        name\n      }\n      doneAt\n      correctiveOrder {\n        id\n        number\n        status\n      }\n      photos {\n        id\n        ...PhotoThumbnails_photo\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CommentsPanel_workOrder on WorkOrder {\n    id\n    farmId\n    assignees {\n      id\n    }\n    comments {\n      id\n      body\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment CommentsPanel_workOrder on WorkOrder {\n    id\n    farmId\n    assignees {\n      id\n    }\n    comments {\n      id\n      body\n      createdAt\n      author {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CostSummary_workOrder on WorkOrder {\n    id\n    cost {\n      parts\n      labour\n      total\n      currency\n    }\n  }\n',
): (typeof documents)['\n  fragment CostSummary_workOrder on WorkOrder {\n    id\n    cost {\n      parts\n      labour\n      total\n      currency\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WorkOrderDetail_workOrder on WorkOrder {\n    id\n    ...WorkOrderOverview_workOrder\n    ...WorkOrderTimeline_workOrder\n    ...PartsPanel_workOrder\n    ...LabourPanel_workOrder\n    ...CostSummary_workOrder\n    ...DowntimePanel_workOrder\n    ...ChecklistPanel_workOrder\n    ...FailurePanel_workOrder\n    ...PhotoGallery_workOrder\n    ...CommentsPanel_workOrder\n  }\n',
): (typeof documents)['\n  fragment WorkOrderDetail_workOrder on WorkOrder {\n    id\n    ...WorkOrderOverview_workOrder\n    ...WorkOrderTimeline_workOrder\n    ...PartsPanel_workOrder\n    ...LabourPanel_workOrder\n    ...CostSummary_workOrder\n    ...DowntimePanel_workOrder\n    ...ChecklistPanel_workOrder\n    ...FailurePanel_workOrder\n    ...PhotoGallery_workOrder\n    ...CommentsPanel_workOrder\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DowntimePanel_workOrder on WorkOrder {\n    id\n    downtime {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n',
): (typeof documents)['\n  fragment DowntimePanel_workOrder on WorkOrder {\n    id\n    downtime {\n      id\n      startedAt\n      endedAt\n      reason\n      minutes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FailurePanel_workOrder on WorkOrder {\n    id\n    farmId\n    problem {\n      id\n      label\n    }\n    cause {\n      id\n      label\n    }\n    remedy {\n      id\n      label\n    }\n  }\n',
): (typeof documents)['\n  fragment FailurePanel_workOrder on WorkOrder {\n    id\n    farmId\n    problem {\n      id\n      label\n    }\n    cause {\n      id\n      label\n    }\n    remedy {\n      id\n      label\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LabourPanel_workOrder on WorkOrder {\n    id\n    farmId\n    assignees {\n      id\n      name\n    }\n    labour {\n      id\n      person {\n        id\n        name\n      }\n      startedAt\n      endedAt\n      minutes\n      running\n      hourlyRate\n      cost\n      note\n    }\n  }\n',
): (typeof documents)['\n  fragment LabourPanel_workOrder on WorkOrder {\n    id\n    farmId\n    assignees {\n      id\n      name\n    }\n    labour {\n      id\n      person {\n        id\n        name\n      }\n      startedAt\n      endedAt\n      minutes\n      running\n      hourlyRate\n      cost\n      note\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WorkOrderOverview_workOrder on WorkOrder {\n    id\n    farmId\n    number\n    type\n    title\n    description\n    equipment {\n      id\n      code\n      name\n      # Completing turns a stopped machine back: the cached machine follows.\n      status\n      meterUnit\n      meterValue\n    }\n    priority\n    status\n    dueDate\n    overdue\n    scheduledStart\n    scheduledEnd\n    estimatedMinutes\n    assignees {\n      id\n      name\n    }\n    requester {\n      id\n      name\n    }\n    parent {\n      id\n      number\n      title\n    }\n    startedAt\n    completedAt\n    cancelledAt\n    cancelReason\n    holdReason\n    completionNotes\n    failureAt\n    equipmentDown\n    viewerActions\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment WorkOrderOverview_workOrder on WorkOrder {\n    id\n    farmId\n    number\n    type\n    title\n    description\n    equipment {\n      id\n      code\n      name\n      # Completing turns a stopped machine back: the cached machine follows.\n      status\n      meterUnit\n      meterValue\n    }\n    priority\n    status\n    dueDate\n    overdue\n    scheduledStart\n    scheduledEnd\n    estimatedMinutes\n    assignees {\n      id\n      name\n    }\n    requester {\n      id\n      name\n    }\n    parent {\n      id\n      number\n      title\n    }\n    startedAt\n    completedAt\n    cancelledAt\n    cancelReason\n    holdReason\n    completionNotes\n    failureAt\n    equipmentDown\n    viewerActions\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PartsPanel_workOrder on WorkOrder {\n    id\n    farmId\n    parts {\n      id\n      plannedQuantity\n      reservedQuantity\n      issuedQuantity\n      returnedQuantity\n      usedQuantity\n      cost\n      part {\n        id\n        partNumber\n        name\n        unit\n        quantityOnHand\n        reserved\n        available\n        unitCost\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment PartsPanel_workOrder on WorkOrder {\n    id\n    farmId\n    parts {\n      id\n      plannedQuantity\n      reservedQuantity\n      issuedQuantity\n      returnedQuantity\n      usedQuantity\n      cost\n      part {\n        id\n        partNumber\n        name\n        unit\n        quantityOnHand\n        reserved\n        available\n        unitCost\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PhotoGallery_workOrder on WorkOrder {\n    id\n    farmId\n    photos {\n      id\n      ...PhotoThumbnails_photo\n    }\n  }\n',
): (typeof documents)['\n  fragment PhotoGallery_workOrder on WorkOrder {\n    id\n    farmId\n    photos {\n      id\n      ...PhotoThumbnails_photo\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PhotoThumbnails_photo on Photo {\n    id\n    url\n    thumbnailUrl\n    createdAt\n    createdBy {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment PhotoThumbnails_photo on Photo {\n    id\n    url\n    thumbnailUrl\n    createdAt\n    createdBy {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WorkOrderTimeline_workOrder on WorkOrder {\n    id\n    timeline {\n      id\n      action\n      actorName\n      at\n      changes\n    }\n  }\n',
): (typeof documents)['\n  fragment WorkOrderTimeline_workOrder on WorkOrder {\n    id\n    timeline {\n      id\n      action\n      actorName\n      at\n      changes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateFailureCode($input: CreateFailureCodeInput!) {\n    createFailureCode(input: $input) {\n      id\n      kind\n      code\n      label\n      active\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateFailureCode($input: CreateFailureCodeInput!) {\n    createFailureCode(input: $input) {\n      id\n      kind\n      code\n      label\n      active\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FailureCodeLists($farmId: ID!) {\n    failureCodes(farmId: $farmId, includeInactive: true) {\n      id\n      kind\n      code\n      label\n      active\n    }\n  }\n',
): (typeof documents)['\n  query FailureCodeLists($farmId: ID!) {\n    failureCodes(farmId: $farmId, includeInactive: true) {\n      id\n      kind\n      code\n      label\n      active\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LabourRates($farmId: ID!) {\n    farm(id: $farmId) {\n      id\n      defaultHourlyRate\n    }\n    labourRates(farmId: $farmId) {\n      person {\n        id\n        name\n      }\n      role\n      hourlyRate\n      effectiveRate\n    }\n  }\n',
): (typeof documents)['\n  query LabourRates($farmId: ID!) {\n    farm(id: $farmId) {\n      id\n      defaultHourlyRate\n    }\n    labourRates(farmId: $farmId) {\n      person {\n        id\n        name\n      }\n      role\n      hourlyRate\n      effectiveRate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetFarmDefaultHourlyRate($farmId: ID!, $rate: Float) {\n    setFarmDefaultHourlyRate(farmId: $farmId, rate: $rate) {\n      id\n      defaultHourlyRate\n    }\n  }\n',
): (typeof documents)['\n  mutation SetFarmDefaultHourlyRate($farmId: ID!, $rate: Float) {\n    setFarmDefaultHourlyRate(farmId: $farmId, rate: $rate) {\n      id\n      defaultHourlyRate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetMemberHourlyRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n    }\n  }\n',
): (typeof documents)['\n  mutation SetMemberHourlyRate($farmId: ID!, $userId: ID!, $rate: Float) {\n    setMemberHourlyRate(farmId: $farmId, userId: $userId, rate: $rate) {\n      hourlyRate\n      effectiveRate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateFailureCode($id: ID!, $input: UpdateFailureCodeInput!) {\n    updateFailureCode(id: $id, input: $input) {\n      id\n      label\n      active\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateFailureCode($id: ID!, $input: UpdateFailureCodeInput!) {\n    updateFailureCode(id: $id, input: $input) {\n      id\n      label\n      active\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Farms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n      currency\n      viewerPermissions\n    }\n  }\n',
): (typeof documents)['\n  query Farms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n      currency\n      viewerPermissions\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateFarmCurrency($farmId: ID!, $currency: String!) {\n    updateFarmCurrency(farmId: $farmId, currency: $currency) {\n      id\n      currency\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateFarmCurrency($farmId: ID!, $currency: String!) {\n    updateFarmCurrency(farmId: $farmId, currency: $currency) {\n      id\n      currency\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Navigation($farmId: ID) {\n    navigation(farmId: $farmId) {\n      default {\n        ...MainMenu_item\n      }\n      horizontal {\n        ...MainMenu_item\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Navigation($farmId: ID) {\n    navigation(farmId: $farmId) {\n      default {\n        ...MainMenu_item\n      }\n      horizontal {\n        ...MainMenu_item\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MainMenu_item on NavigationItem {\n    id\n    type\n    title\n    icon\n    link\n    externalLink\n    target\n    disabled\n    children {\n      id\n      type\n      title\n      icon\n      link\n      externalLink\n      target\n      disabled\n    }\n  }\n',
): (typeof documents)['\n  fragment MainMenu_item on NavigationItem {\n    id\n    type\n    title\n    icon\n    link\n    externalLink\n    target\n    disabled\n    children {\n      id\n      type\n      title\n      icon\n      link\n      externalLink\n      target\n      disabled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkAllNotificationsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n',
): (typeof documents)['\n  mutation MarkAllNotificationsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Notifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      read\n      ...NotificationItem_notification\n    }\n  }\n',
): (typeof documents)['\n  query Notifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      read\n      ...NotificationItem_notification\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ToggleNotificationRead($id: ID!, $read: Boolean!) {\n    toggleNotificationRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n',
): (typeof documents)['\n  mutation ToggleNotificationRead($id: ID!, $read: Boolean!) {\n    toggleNotificationRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NotificationItem_notification on Notification {\n    id\n    icon\n    image\n    title\n    description\n    time\n    link\n    useRouter\n    read\n    messageKey\n    messageParams\n  }\n',
): (typeof documents)['\n  fragment NotificationItem_notification on Notification {\n    id\n    icon\n    image\n    title\n    description\n    time\n    link\n    useRouter\n    read\n    messageKey\n    messageParams\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      id\n      ...UserMenu_user\n    }\n  }\n',
): (typeof documents)['\n  query Me {\n    me {\n      id\n      ...UserMenu_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateStatus($status: UserStatus!) {\n    updateMe(input: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateStatus($status: UserStatus!) {\n    updateMe(input: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserMenu_user on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n',
): (typeof documents)['\n  fragment UserMenu_user on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
