import { graphql } from '../../__generated__';

/**
 * Everything a plan shows and its form edits: the machine's page, the farm's plans list and
 * the form read this one fragment, so a write's answer refreshes all of them.
 */
export const PlanCard_plan = graphql(`
  fragment PlanCard_plan on MaintenancePlan {
    id
    farmId
    title
    instructions
    checklist
    parts {
      partId
      quantity
      part {
        id
        partNumber
        name
      }
    }
    estimatedMinutes
    defaultAssignee {
      id
      name
    }
    priority
    leadDays
    active
    calendarEvery
    calendarUnit
    meterEvery
    anchor
    startDate
    startMeter
    seasonStart
    seasonEnd
    breakInDays
    breakInMeter
    lastDone {
      date
      meter
    }
    lastSkipped {
      date
    }
    nextDue {
      date
      meter
      breakIn
      projectedDate
      ratePerDay
      dueDate
      dueNow
    }
    openOrder {
      id
      number
      status
      planLate
    }
    lateCount
    equipment {
      id
      code
      name
      meterUnit
    }
  }
`);
