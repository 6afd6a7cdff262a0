/** The access fields of a user that payment events change (see ~/domain/access for how they are read). */
export interface AccessPatch {
  isSubscribed?: boolean;
  subscriptionEndDate?: Date | null;
  isFraudSuspect?: boolean;
}
