import { openEnum } from '@org/http-core/light';

/** Field names the service knows when it reports a field problem; the list is open, so new names pass. */
export const fieldNames = [
  'accountCode', 'accountHolderCode', 'accountHolderDetails', 'accountNumber', 'accountStateType', 'accountStatus',
  'accountType', 'address', 'balanceAccount', 'balanceAccountActive', 'balanceAccountCode', 'balanceAccountId',
  'bankAccount', 'bankAccountCode', 'bankAccountName', 'bankAccountUUID', 'bankBicSwift', 'bankCity', 'bankCode',
  'bankName', 'bankStatement', 'branchCode', 'businessContact', 'cardToken', 'checkCode', 'city',
  'companyRegistration', 'constitutionalDocument', 'controller', 'country', 'countryCode', 'currency',
  'currencyCode', 'dateOfBirth', 'description', 'destinationAccountCode', 'document', 'documentContent',
  'documentExpirationDate', 'documentIssuerCountry', 'documentIssuerState', 'documentName', 'documentNumber',
  'documentType', 'doingBusinessAs', 'drivingLicence', 'drivingLicenceBack', 'drivingLicenceFront', 'drivingLicense',
  'email', 'firstName', 'formType', 'fullPhoneNumber', 'gender', 'hopWebserviceUser', 'houseNumberOrName', 'iban',
  'idCard', 'idCardBack', 'idCardFront', 'idNumber', 'identityDocument', 'individualDetails', 'infix', 'jobTitle',
  'lastName', 'lastReviewDate', 'legalArrangement', 'legalArrangementCode', 'legalArrangementEntity',
  'legalArrangementEntityCode', 'legalArrangementLegalForm', 'legalArrangementMember', 'legalArrangementMembers',
  'legalArrangementName', 'legalArrangementReference', 'legalArrangementRegistrationNumber',
  'legalArrangementTaxNumber', 'legalArrangementType', 'legalBusinessName', 'legalEntity', 'legalEntityType', 'logo',
  'merchantAccount', 'merchantCategoryCode', 'merchantHouseNumber', 'merchantReference', 'microDeposit', 'name',
  'nationality', 'originalReference', 'ownerCity', 'ownerCountryCode', 'ownerDateOfBirth', 'ownerHouseNumberOrName',
  'ownerName', 'ownerPostalCode', 'ownerState', 'ownerStreet', 'passport', 'passportNumber', 'payoutMethodCode',
  'payoutSchedule', 'pciSelfAssessment', 'personalData', 'phoneCountryCode', 'phoneNumber', 'postalCode',
  'primaryCurrency', 'reason', 'registrationNumber', 'returnUrl', 'schedule', 'shareholder', 'shareholderCode',
  'shareholderCodeAndSignatoryCode', 'shareholderCodeOrSignatoryCode', 'shareholderType', 'shareholderTypes',
  'shopperInteraction', 'signatory', 'signatoryCode', 'socialSecurityNumber', 'sourceAccountCode', 'splitAccount',
  'splitConfigurationUUID', 'splitCurrency', 'splitValue', 'splits', 'stateOrProvince', 'status', 'stockExchange',
  'stockNumber', 'stockTicker', 'store', 'storeDetail', 'storeName', 'storeReference', 'street', 'taxId', 'tier',
  'tierNumber', 'transferCode', 'ultimateParentCompany', 'ultimateParentCompanyAddressDetails',
  'ultimateParentCompanyAddressDetailsCountry', 'ultimateParentCompanyBusinessDetails',
  'ultimateParentCompanyBusinessDetailsLegalBusinessName', 'ultimateParentCompanyBusinessDetailsRegistrationNumber',
  'ultimateParentCompanyCode', 'ultimateParentCompanyStockExchange', 'ultimateParentCompanyStockNumber',
  'ultimateParentCompanyStockNumberOrStockTicker', 'ultimateParentCompanyStockTicker', 'unknown', 'value',
  'verificationType', 'virtualAccount', 'visaNumber', 'webAddress', 'year',
] as const;

/**
 * The name of a field an in-band error refers to (`accountHolderCode`, `notifyURL`, ...); open to new names. Only
 * answers hold one, so the schema is typed by {@link fieldNames} without holding it: a page that reads an answer
 * does not carry the list.
 */
export const FieldName = openEnum<typeof fieldNames>();
