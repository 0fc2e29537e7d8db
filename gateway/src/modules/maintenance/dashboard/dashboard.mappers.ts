// What the Dashboard type resolves from: the farm it is for (its access already checked);
// each field is one query, run only when asked for.
export interface DashboardModel {
  farmId: string;
}
