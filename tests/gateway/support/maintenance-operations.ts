// Typed GraphQL operations of the maintenance data: equipment and spare parts (work orders:
// work-orders.ts). After changing one, run `npm run codegen`.
import { graphql } from '../__generated__';

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
