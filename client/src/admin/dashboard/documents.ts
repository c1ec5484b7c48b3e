import { graphql } from '../gql';

/** The landing page's figures: each section is null (or its sources absent) where the admin may not read its list. */
export const DashboardQuery = graphql(`
  query Dashboard {
    dashboard {
      since
      leads {
        source
        thisWeek
        lastWeek
        changePercent
        days
        held
      }
      demoRequests {
        pending
        nextMeetings {
          id
          firstName
          lastName
          companyName
          meetingDate
        }
      }
      applications {
        status
        count
      }
      outbox {
        queued
        failed
        lastDeliveredAt
      }
      bookings {
        thisWeek
        nextEvent {
          id
          title
          startsAt
          capacity
          seated
          fillPercent
        }
      }
    }
  }
`);
