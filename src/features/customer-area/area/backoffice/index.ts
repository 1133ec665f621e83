/** The staff's back-office pages, one lazy chunk (`area-backoffice`, customer-area.tsx). */
export { DeadLetters } from "./dead-letters";
export { Inbox } from "./inbox";
export { MessageDetail } from "./message-detail";
export { SurveyResults } from "./survey-results";
export { Team } from "./team";
