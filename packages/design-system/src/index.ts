// @fundnet/design-system: Fundnet's MUI theme, layout and page frames, router links, form fields bound to
// react-hook-form, notifications, the follow and favourite buttons, and the data grid and chart wrappers.
// Named exports only.

// Theme
export { type ColorMode, brandColors, createFundnetTheme, fontFamily, fundnetChartPalette } from './theme/create-fundnet-theme';
export {
  COLOR_MODE_EVENT,
  COLOR_MODE_STORAGE_KEY,
  type ColorModeContextValue,
  FundnetThemeProvider,
  type FundnetThemeProviderProps,
  initialColorMode,
  useColorMode,
} from './theme/fundnet-theme-provider';
export { ColorModeToggle, type ColorModeToggleProps } from './theme/color-mode-toggle/color-mode-toggle';
export { DocumentBaseline, isRenderedBaseline, serializedBaseline } from './theme/document-baseline/document-baseline';
export { BASELINE_STYLES_ATTRIBUTE } from './theme/document-baseline/shared-baseline';

// Numbers written without Intl (a page's first Intl call is a long task on a phone)
export {
  type CompactParts,
  type CompactScale,
  compactParts,
  EN_GB_COMPACT_SCALES,
  EN_US_COMPACT_SCALES,
  plainNumber,
  type RoundedDigits,
  roundedDigits,
  signOf,
  unsignedDigits,
} from './format/plain-numbers';
export { compactAmount } from './format/compact-amount';
export { currencyAmount } from './format/currency-amount';

// Layout
export { AppLayout, type AppLayoutProps } from './layout/app-layout/app-layout';
export { AreaEmptyPage, type AreaEmptyPageProps } from './layout/area-empty-page/area-empty-page';
export { ConfirmDialog, type ConfirmDialogProps } from './layout/confirm-dialog/confirm-dialog';
export { AreaNotFoundPage, type AreaNotFoundPageProps } from './layout/area-not-found-page/area-not-found-page';
export { EmptyState, type EmptyStateProps } from './layout/empty-state/empty-state';
export { ErrorPanel, type ErrorPanelProps } from './layout/error-panel/error-panel';
export { LoadingState, type LoadingStateProps } from './layout/loading-state/loading-state';
export { PageContainer, type PageContainerProps } from './layout/page-container/page-container';
export { PageHeader, type PageHeaderProps } from './layout/page-header/page-header';
export {
  DescriptionList,
  type DescriptionListItem,
  type DescriptionListProps,
} from './layout/description-list/description-list';
export { SectionCard, type SectionCardProps } from './layout/section-card/section-card';
export { SignInPrompt, type SignInPromptProps } from './layout/sign-in-prompt/sign-in-prompt';

// Navigation (react-router-dom, shared as a singleton)
export { type UseDocumentTitleOptions, useDocumentTitle } from './navigation/document-title/use-document-title';
export { LinkButton, type LinkButtonProps } from './navigation/link-button/link-button';
export { signInHref, useSignInHref } from './navigation/sign-in-href/sign-in-href';

// Forms
export {
  type ApplyApiErrorOptions,
  FORM_ROOT_ERROR,
  UNEXPECTED_SUBMIT_ERROR,
  applyApiErrorToForm,
} from './form/form/api-error-to-form';
export { Form, type FormProps, FormRootError, SubmitButton } from './form/form/form';
export { type FormSchema, type UseValibotFormOptions, useValibotForm } from './form/form/use-valibot-form';
export { FormDialog, type FormDialogProps } from './form/unsaved-changes/form-dialog';
export {
  UnsavedChangesGuard,
  type UnsavedChangesGuardOptions,
  type UnsavedChangesGuardProps,
  type UnsavedChangesGuardResult,
  useUnsavedChangesGuard,
} from './form/unsaved-changes/unsaved-changes';
export type { FieldProps } from './form/internal/field-props';
export { FORM_READY_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE } from './form/internal/form-element-attached';
export { recordTypedBeforeHydration } from './form/typed-before-hydration/typed-before-hydration';
export { CheckboxField, type CheckboxFieldProps } from './form/checkbox-field/checkbox-field';
export { CountryPicker, type CountryPickerProps } from './form/country-picker/country-picker';
export { DateField, type DateFieldProps } from './form/date-field/date-field';
export { EmailField, type EmailFieldProps } from './form/email-field/email-field';
export { GeographyPicker, type GeographyPickerProps } from './form/geography-picker/geography-picker';
export {
  ImageUploadField,
  type ImageUploadFieldProps,
  type UploadedImage,
} from './form/image-upload-field/image-upload-field';
export { MoneyField, type MoneyFieldProps, type MoneyValue } from './form/money-field/money-field';
export { MonthYearField, type MonthYearFieldProps } from './form/month-year-field/month-year-field';
export { MultiSelectChips, type MultiSelectChipsProps } from './form/multi-select-chips/multi-select-chips';
export { PasswordField, type PasswordFieldProps } from './form/password-field/password-field';
export { PhoneField, type PhoneFieldProps } from './form/phone-field/phone-field';
export { RatingField, type RatingFieldProps } from './form/rating-field/rating-field';
export { SelectField, type SelectFieldProps } from './form/select-field/select-field';
export { FilterSelect, type FilterSelectProps } from './form/filter-select/filter-select';
export { NativeSelectField, type NativeSelectFieldProps } from './form/native-select-field/native-select-field';
export { TextField, type TextFieldProps } from './form/text-field/text-field';
export { UrlField, type UrlFieldProps } from './form/url-field/url-field';

// Billing: what the profile's billing section and the administration's billing view both show
export { BillingDataFields, type BillingDataFieldsProps } from './billing/billing-data-fields';
export { formatDay, formatMoneyMinor } from './billing/billing-format';
export { type InvoiceColumn, InvoicesTable, type InvoicesTableProps } from './billing/invoices-table';

// Social: follow and favourite a profile as the active profile (every area that shows a profile uses them)
export { FavouriteButton, type FavouriteButtonProps } from './social/favourite-button';
export { FollowButton, type FollowButtonProps } from './social/follow-button';
export { ProfileAvatar, type ProfileAvatarProps } from './social/profile-avatar';

// Managed help and texts: what administrators write in /admin/tooltips and /admin/content, shown by key or slug
export { ManagedHelp, type ManagedHelpProps, WithManagedHelp, type WithManagedHelpProps } from './managed/managed-help';
export { ManagedText, type ManagedTextProps, TextSkeleton } from './managed/managed-text';
export {
  MANAGED_CONTENT_WAIT_MS,
  type ManagedContent,
  paragraphsOf,
  managedContentRead,
  useManagedContent,
} from './managed/use-managed-content';
export { useManagedTooltip, useManagedTooltips } from './managed/use-managed-tooltip';

// Notifications
export {
  NotificationProvider,
  type NotificationProviderProps,
  type NotificationSeverity,
  type Notify,
  type NotifyOptions,
  apiErrorMessage,
  notify,
  notifyApiError,
  useApiErrorNotifier,
  useNotify,
} from './notifications/notification-provider/notification-provider';

// Data grid and charts are a separate entry, `@fundnet/design-system/data`: MUI X weighs about 230 KB gzip,
// and a page without a table or chart must not download it (the shared main entry is loaded on every page).
export { visuallyHidden } from './internal/visually-hidden';
