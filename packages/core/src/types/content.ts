/** SPEC §3 content-site entities. */
export interface PaginationRequest {
  action: 'pagination_request';
  sid: string;
  unid: string;
  iselementor: boolean | string;
  isblock: boolean | string;
  postid: string | number;
  page: number;
  lang: string;
  ajax_nonce: string;
  custom_data: string;
}

export interface TocSettings {
  scroll_offset: number;
  smooth_scroll: boolean;
  JumpJsLinks: boolean;
  add_request_uri: boolean;
  add_self_reference_link: boolean;
  visibility_hide_by_default: boolean;
  visibility_hide_by_device: boolean;
  ajax_toggle: boolean;
  affixSelector: string;
  fallbackIcon: string;
}

export interface ShareService {
  title: string;
  background_color: string;
  redirect_url: string;
  bookmarklet_url?: string;
  svg: string;
}
